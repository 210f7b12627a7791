// Error and performance reports the app sends (issue 41): `POST /static/telemetry` on the dev API
// server, or the tenant's own collector (front config `telemetry.url`). sendBeacon sends the batch
// as text/plain, which the server reads as JSON. Every text is scrubbed on the device first: no
// token, phone number, ID number or query value ever leaves it (src/core/telemetry/report.ts).
import { Type, type Static } from '@sinclair/typebox'

export const TELEMETRY_KINDS = ['error', 'rejection', 'vital', 'perf'] as const
export type TelemetryKind = (typeof TELEMETRY_KINDS)[number]

export const TELEMETRY_PLATFORMS = ['h5', 'weapp', 'app'] as const

/** Bounds of one report's texts: the first lines of a stack are what tells a crash apart. */
export const TELEMETRY_LIMITS = { message: 500, stack: 1000, route: 200, name: 40, reports: 20 } as const

const reportFields = {
  kind: Type.Union(TELEMETRY_KINDS.map((k) => Type.Literal(k))),
  /** The page path, never its query: `/pages/car/car`. */
  route: Type.String({ minLength: 1, maxLength: TELEMETRY_LIMITS.route, pattern: '^/[^?#\\s]*$', errorMessage: '必须是不带查询参数的页面路径' }),
  /** The app's version (package.json, put in by the build). */
  release: Type.String({ minLength: 1, maxLength: 40 }),
  platform: Type.Union(TELEMETRY_PLATFORMS.map((p) => Type.Literal(p))),
  /** The share of sessions that report (front config `telemetry.sampleRate`), to scale counts back. */
  sampleRate: Type.Number({ minimum: 0, maximum: 1 }),
  /** When it happened on the device, ms since 1970. */
  time: Type.Integer({ minimum: 0 }),
  /** error / rejection: `TypeError: x is undefined` and where it was caught (`screen`, `window`, `app`). */
  message: Type.Optional(Type.String({ maxLength: TELEMETRY_LIMITS.message })),
  stack: Type.Optional(Type.String({ maxLength: TELEMETRY_LIMITS.stack })),
  where: Type.Optional(Type.String({ maxLength: TELEMETRY_LIMITS.name })),
  /** vital / perf: `LCP`, `INP`, `CLS`; `route`, `firstRender`, `firstPaint`... and the figure (ms; CLS a score). */
  name: Type.Optional(Type.String({ minLength: 1, maxLength: TELEMETRY_LIMITS.name })),
  value: Type.Optional(Type.Number({ minimum: 0, maximum: 600_000 })),
}

export const TelemetryReportSchema = Type.Object(reportFields, { additionalProperties: false })
export type TelemetryReport = Static<typeof TelemetryReportSchema>

export const TelemetryBatchSchema = Type.Object({
  reports: Type.Array(TelemetryReportSchema, { minItems: 1, maxItems: TELEMETRY_LIMITS.reports }),
})
export type TelemetryBatch = Static<typeof TelemetryBatchSchema>

export const TelemetryAcceptedSchema = Type.Object({ accepted: Type.Integer({ minimum: 0 }) })

/** What the server keeps: the report as sent, numbered, with when it arrived. */
export const StoredTelemetrySchema = Type.Object({ ...reportFields, id: Type.Integer({ minimum: 1 }), receivedAt: Type.String() })
export type StoredTelemetry = Static<typeof StoredTelemetrySchema>
