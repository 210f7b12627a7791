// Static files outside the domains: the per-tenant front-end config and generated images.
// The config is plain JSON (no envelope) because the app fetches it before it knows any domain.
import { Type, type Static } from '@sinclair/typebox'

/**
 * The template id per moment (WeChat's ids: letters, digits, - and _). Declared here, not in
 * user-subscribe.ts: common.ts re-exports this file, and that one imports common.ts.
 */
export const SubscribeTemplatesSchema = Type.Object({
  testDrive: Type.String(),
  serviceOrder: Type.String(),
  prize: Type.String(),
  orderPaid: Type.String(),
  afterSale: Type.String(),
  application: Type.String(),
})
export type SubscribeTemplates = Static<typeof SubscribeTemplatesSchema>

export const FrontConfigSchema = Type.Object({
  tenantId: Type.String(),
  tenantName: Type.String(),
  brandCode: Type.String({ description: 'used in /2c/{brand}/...' }),
  brandName: Type.String(),
  env: Type.String(),
  version: Type.String(),
  /** Map provider (Tencent-style location web service); host has no trailing slash. */
  mapService: Type.Object({ webKey: Type.String(), host: Type.String() }),
  /** The web view opens only https URLs on these hosts. */
  webviewHosts: Type.Array(Type.String()),
  staticHost: Type.String(),
  /**
   * The tenant's CDN hosts (host names, https) for pictures and videos. With the API's own upload
   * host and staticHost's host they are the only hosts a picture may come from: the server refuses
   * an uploaded address elsewhere, the app shows a placeholder instead (issue 39).
   */
  cdnHosts: Type.Array(Type.String()),
  fontUrl: Type.String(),
  servicePhone: Type.String(),
  /** The roadside rescue line (the mutual-help tips call it in one tap). */
  rescuePhone: Type.String(),
  share: Type.Object({ title: Type.String(), imageUrl: Type.String(), path: Type.String() }),
  /** The brand app: store links per platform and the page a desktop visitor scans (busin-download). */
  appDownload: Type.Object({
    appName: Type.String(),
    iosUrl: Type.String(),
    androidUrl: Type.String(),
    /** https address of the download page, encoded in the QR code for desktop visitors. */
    pageUrl: Type.String(),
    version: Type.String(),
    /** Short selling points shown on the page. */
    highlights: Type.Array(Type.String()),
  }),
  miniPrograms: Type.Array(Type.Object({ name: Type.String(), appId: Type.String(), path: Type.String() })),
  features: Type.Object({
    mall: Type.Boolean(),
    community: Type.Boolean(),
    lottery: Type.Boolean(),
    signIn: Type.Boolean(),
    testDrive: Type.Boolean(),
  }),
  defaultLocation: Type.Object({
    provinceCode: Type.String(),
    cityCode: Type.String(),
    latitude: Type.Number(),
    longitude: Type.Number(),
  }),
  pointRatio: Type.Number(),
  /**
   * Error and performance reports (issue 41, src/core/telemetry): the share of sessions that send
   * them, decided once per page load, and where to (default: the API's `/static/telemetry`).
   */
  telemetry: Type.Object({ sampleRate: Type.Number({ minimum: 0, maximum: 1 }), url: Type.Optional(Type.String()) }),
  /**
   * WeChat's one-time subscription message template of each moment a user waits (issue 41):
   * the mini-program asks for it at the user's tap (types/api/user-subscribe.ts).
   */
  subscribeTemplates: SubscribeTemplatesSchema,
})
export type FrontConfig = Static<typeof FrontConfigSchema>

export const ConfigParamsSchema = Type.Object({ tenantId: Type.String({ pattern: '^[0-9A-Za-z_-]{1,32}$' }) })
export type ConfigParams = Static<typeof ConfigParamsSchema>

export const IMAGE_KINDS = [
  'cars', 'goods', 'avatars', 'covers', 'banners', 'medals', 'prizes',
  'magazine', 'icons', 'qrcode', 'captcha', 'captcha-piece',
] as const
export const ImageParamsSchema = Type.Object({
  kind: Type.Union(IMAGE_KINDS.map((k) => Type.Literal(k))),
  seed: Type.String({ pattern: '^[0-9A-Za-z_-]{1,64}$' }),
})
export type ImageParams = Static<typeof ImageParamsSchema>
/** Optional caption drawn on the image (Chinese text), and size. */
export const ImageQuerySchema = Type.Object({
  text: Type.Optional(Type.String({ maxLength: 40 })),
  w: Type.Optional(Type.Integer({ minimum: 16, maximum: 2000 })),
  h: Type.Optional(Type.Integer({ minimum: 16, maximum: 2000 })),
})
export type ImageQuery = Static<typeof ImageQuerySchema>

export const UploadParamsSchema = Type.Object({ id: Type.String({ pattern: '^[0-9a-z]{1,32}$' }) })
