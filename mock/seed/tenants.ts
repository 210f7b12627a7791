// Front-end config per tenant (GET /static/config/{tenantId}.json). URLs that point at this
// server are built from the request's origin so the file is right on any host and port.
import type { FrontConfig, SubscribeTemplates } from '../../types/api/common'
import { privacyPolicyHosts } from './privacy'

/** The dev map key; the map host refuses any other (Tencent status 311/190). */
export const DEV_MAP_KEY = 'XCDEV-MAPKY-00000-00000-00000-EV001'
export const DEFAULT_TENANT = '000000'

const CDN_HOSTS = ['cdn.ev-brand.cn', 'img.ev-brand.cn']

const tenants: Record<string, { name: string; brandCode: string; brandName: string; env: string; cdnHosts: string[] }> = {
  [DEFAULT_TENANT]: { name: '星驰汽车', brandCode: 'ev', brandName: '星驰汽车', env: 'dev', cdnHosts: CDN_HOSTS },
  '100001': { name: '星驰汽车（体验租户）', brandCode: 'ev', brandName: '星驰汽车', env: 'test', cdnHosts: CDN_HOSTS },
  // A production tenant: the dev API server refuses its development payment (403).
  '100002': { name: '星驰汽车（生产演示）', brandCode: 'ev', brandName: '星驰汽车', env: 'prod', cdnHosts: CDN_HOSTS },
}

/** The tenant's environment (dev, test, prod); an unknown tenant counts as the default one. */
export const tenantEnv = (tenantId: string): string => (tenants[tenantId] ?? tenants[DEFAULT_TENANT]).env

export const tenantIds = Object.keys(tenants)

/**
 * The mini-program's one-time subscription templates (WeChat's 43-character ids, as the 公众平台
 * gives them), one per moment a user waits; every tenant runs the same mini-program. The
 * subscription route takes only the template of the scene named.
 */
export const SUBSCRIBE_TEMPLATES: SubscribeTemplates = {
  testDrive: 'Td7kQ2mX9vB4nR1sL8pW3yZ6cF0hJ5gA-eU_iO2tKq4',
  serviceOrder: 'Sv3pN8xR1mC6qT9wB2kL5zH7dF4jY0gE-aU_oI3sMn8',
  prize: 'Pz9mK4vQ7xN2bT5rL1cW8yH3dF6jS0gA-eU_iO7tRp2',
  orderPaid: 'Od2wL6nB9xR3mK7qT1vC5zH8dF4jY0gS-aU_eI6sPm5',
  afterSale: 'As5qT1mX8vN4bR7kL2cW9yH6dF3jZ0gE-oU_iA1tLq7',
  application: 'Ap8nR3xK6mB1qT4wL9cV2zH5dF7jY0gS-eU_oI8sNk3',
}

/** The brand the tenant's texts name (agreements); an unknown tenant is the default one. */
export const tenantBrandName = (tenantId: string | undefined): string => (tenants[tenantId ?? DEFAULT_TENANT] ?? tenants[DEFAULT_TENANT]).brandName

/**
 * The CDN hosts of a tenant's pictures and videos (front config `cdnHosts`, https only): besides
 * this server's own uploads, the only hosts an uploaded address may name. An unknown tenant is the
 * default one.
 */
export const tenantCdnHosts = (tenantId: string | undefined): readonly string[] => (tenants[tenantId ?? DEFAULT_TENANT] ?? tenants[DEFAULT_TENANT]).cdnHosts

export function frontConfig(tenantId: string, origin: string): FrontConfig | null {
  const t = tenants[tenantId]
  if (!t) return null
  return {
    tenantId,
    tenantName: t.name,
    brandCode: t.brandCode,
    brandName: t.brandName,
    env: t.env,
    version: '2025.3.0',
    mapService: { webKey: DEV_MAP_KEY, host: `${origin}/map` },
    // The brand's own pages, and the third parties' privacy policies the share list links to.
    webviewHosts: [...new Set(['h5.ev-brand.cn', 'activity.ev-brand.cn', 'mp.weixin.qq.com', ...privacyPolicyHosts()])],
    staticHost: `${origin}/static`,
    cdnHosts: [...t.cdnHosts],
    fontUrl: `${origin}/static/fonts/brand-regular.woff2`,
    servicePhone: '400-820-8888',
    rescuePhone: '400-880-1234',
    share: { title: '星驰汽车 · 车主之家', imageUrl: `${origin}/static/img/banners/share.svg?text=${encodeURIComponent('星驰汽车')}`, path: '/pages/car/car' },
    appDownload: {
      appName: '星驰汽车',
      iosUrl: 'https://apps.apple.com/cn/app/id1500000001',
      androidUrl: 'https://download.ev-brand.cn/app/xingchi-android.apk',
      pageUrl: 'https://h5.ev-brand.cn/pages/busin-download/busin-download',
      version: '6.2.0',
      highlights: ['远程控车：空调、车锁、座椅加热一键完成', '充电地图：全国充电桩实时空闲状态', '专属服务：保养预约、道路救援随时响应'],
    },
    miniPrograms: [{ name: '星驰充电', appId: 'wx0000000000charge', path: 'pages/index/index' }],
    features: { mall: true, community: true, lottery: true, signIn: true, testDrive: true },
    defaultLocation: { provinceCode: '110000', cityCode: '110100', latitude: 39.9, longitude: 116.38 },
    pointRatio: 1,
    // Every session of the dev tenant reports, so a test sees each report; others a sample.
    telemetry: { sampleRate: t.env === 'dev' ? 1 : 0.1, url: `${origin}/static/telemetry` },
    subscribeTemplates: { ...SUBSCRIBE_TEMPLATES },
  }
}
