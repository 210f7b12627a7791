// The app's error and performance reports (issue 41, src/core/telemetry). Outside the domains like
// the config: no token, plain JSON. sendBeacon posts text/plain, which the parsers read as JSON
// (core/parsers.ts); the route takes that and application/json alike. The server keeps the last
// 500 (state/telemetry.ts) for GET /__admin/telemetry.
import { TelemetryAcceptedSchema, TelemetryBatchSchema, type TelemetryReport } from '../../../types/api/telemetry'
import { defineRoute } from '../../core/route'

/** A batch of 20 reports at their longest is about 35 KB. */
const BODY_LIMIT = 64 * 1024

export const SAMPLE_TELEMETRY: TelemetryReport = {
  kind: 'error',
  route: '/package-car/pages/service-progress/service-progress',
  release: '0.1.0',
  platform: 'h5',
  sampleRate: 1,
  time: Date.UTC(2025, 2, 1, 2, 0, 0),
  message: "TypeError: Cannot read properties of undefined (reading 'map')",
  stack: 'at ProgressSteps (https://h5.ev-brand.cn/js/12.a1b2c3d4.js:1:2345)',
  where: 'screen',
}

export const telemetryRoutes = [
  defineRoute({
    area: 'static', method: 'POST', path: '/telemetry', summary: '错误与性能上报（H5 sendBeacon 的 text/plain 或 JSON；每批至多 20 条）',
    auth: 'none', spec: false, answer: 'json', body: TelemetryBatchSchema, bodyLimit: BODY_LIMIT, response: TelemetryAcceptedSchema,
    sample: { body: { reports: [SAMPLE_TELEMETRY] } },
    handler: ({ body, store, now }) => ({ accepted: store.telemetry.add(body.reports, now) }),
  }),
]
