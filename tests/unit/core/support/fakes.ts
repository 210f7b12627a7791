import type { Clock } from '@/core/clock'
import type {
  Transport,
  TransportDownload,
  TransportRequest,
  TransportResponse,
  TransportUpload,
} from '@/core/request/transport'
import type { DownloadResult } from '@/core/request/types'

/** A clock whose time only moves when the test says so; timers fire in order on advance(). */
export function createFakeClock(start = 1_700_000_000_000) {
  let now = start
  let nextId = 0
  const timers = new Map<number, { at: number; fn: () => void }>()
  const clock: Clock & { advance(ms: number): void; pending(): number } = {
    now: () => now,
    setTimeout(fn, ms) {
      nextId += 1
      timers.set(nextId, { at: now + ms, fn })
      return nextId
    },
    clearTimeout(id) {
      timers.delete(id as number)
    },
    advance(ms) {
      const until = now + ms
      for (;;) {
        const due = [...timers.entries()].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0]
        if (!due) break
        timers.delete(due[0])
        now = due[1].at
        due[1].fn()
      }
      now = until
    },
    pending: () => timers.size,
  }
  return clock
}

/** A transport that records every call and answers with what the test set. */
export function createFakeTransport() {
  const requests: TransportRequest[] = []
  const uploads: TransportUpload[] = []
  const downloads: TransportDownload[] = []
  let onRequest: (req: TransportRequest) => TransportResponse | Promise<TransportResponse> = () => ok(null)
  let onUpload: (req: TransportUpload) => TransportResponse | Promise<TransportResponse> = () => ok(null)
  let onDownload: (req: TransportDownload) => DownloadResult | Promise<DownloadResult> = () => ({
    statusCode: 200,
    tempFilePath: 'blob:file',
  })
  const transport: Transport = {
    request: async (req) => {
      requests.push(req)
      return onRequest(req)
    },
    upload: async (req) => {
      uploads.push(req)
      return onUpload(req)
    },
    download: async (req) => {
      downloads.push(req)
      return onDownload(req)
    },
  }
  return {
    transport,
    requests,
    uploads,
    downloads,
    answer(fn: (req: TransportRequest) => TransportResponse | Promise<TransportResponse>) {
      onRequest = fn
    },
    answerUpload(fn: (req: TransportUpload) => TransportResponse | Promise<TransportResponse>) {
      onUpload = fn
    },
    answerDownload(fn: (req: TransportDownload) => DownloadResult | Promise<DownloadResult>) {
      onDownload = fn
    },
  }
}
export type FakeTransport = ReturnType<typeof createFakeTransport>

/** An HTTP 200 answer carrying the envelope as JSON text, as the wire delivers it. */
export function envelope(status: number, data: unknown = null, message = '', statusCode = 200): TransportResponse {
  return { statusCode, data: JSON.stringify({ status, data, message }) }
}

export function ok(data: unknown): TransportResponse {
  return envelope(200, data)
}

/** A promise that never settles: a hung server. */
export function never<T>(): Promise<T> {
  return new Promise<T>(() => undefined)
}

/** Lets pending promise callbacks run. */
export async function flush(times = 5): Promise<void> {
  for (let i = 0; i < times; i += 1) await Promise.resolve()
}
