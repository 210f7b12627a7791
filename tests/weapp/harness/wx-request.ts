// wx.request over node:http to the dev API server of the test file: the build calls the API
// base it was built with (127.0.0.1:9527); only the origin is swapped, path and query stay.
import http from 'node:http'
import { fail, succeed, type ApiOptions } from './callbacks'

export interface RequestRecord {
  method: string
  /** Path and query as the app built them (origin dropped). */
  path: string
  body?: string
  status?: number
  done: boolean
}

function bodyOf(method: string, data: unknown, header: Record<string, string>): string | undefined {
  if (data === undefined || data === null || method === 'GET') return undefined
  if (typeof data === 'string') return data
  header['content-type'] ??= 'application/json'
  return /json/i.test(header['content-type']) ? JSON.stringify(data) : new URLSearchParams(data as Record<string, string>).toString()
}

/** GET data goes into the query string, as wx.request does. */
function urlWithData(url: URL, method: string, data: unknown): URL {
  if (method !== 'GET' || !data || typeof data !== 'object') return url
  for (const [key, value] of Object.entries(data)) url.searchParams.append(key, String(value))
  return url
}

export interface RequestDeps {
  /** Origin of the dev API server. */
  base: () => string
  log: RequestRecord[]
  onDone: () => void
  /** JSON.parse of the mini-program's realm, so parsed data has its Object and Array. */
  parseJson: (text: string) => unknown
}

export function makeRequest({ base, log, onDone, parseJson }: RequestDeps) {
  return function request(options: ApiOptions) {
    const method = String(options.method ?? 'GET').toUpperCase()
    const header: Record<string, string> = Object.fromEntries(
      Object.entries((options.header ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]),
    )
    const url = urlWithData(new URL(String(options.url)), method, options.data)
    const body = bodyOf(method, options.data, header)
    const record: RequestRecord = { method, path: `${url.pathname}${url.search}`, body, done: false }
    log.push(record)
    const finish = (status?: number) => {
      record.status = status
      record.done = true
      onDone()
    }
    const target = new URL(record.path, base())
    const req = http.request(target, { method, headers: body === undefined ? header : { ...header, 'content-length': String(Buffer.byteLength(body)) } })
    req.on('response', (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8')
        let data: unknown = text
        if (options.dataType !== 'text' && options.dataType !== '其他') {
          try {
            data = parseJson(text)
          } catch {
            data = text
          }
        }
        const headers = Object.fromEntries(Object.entries(res.headers).map(([k, v]) => [k, String(v)]))
        finish(res.statusCode)
        succeed(options, 'request', { data, statusCode: res.statusCode, header: headers, cookies: [] })
      })
    })
    req.on('error', (error) => {
      finish()
      fail(options, 'request', error.message)
    })
    if (options.timeout) req.setTimeout(Number(options.timeout), () => req.destroy(new Error('timeout')))
    if (body !== undefined) req.write(body)
    req.end()
    // The RequestTask Taro's request wrapper links to the promise.
    return {
      abort: () => req.destroy(new Error('abort')),
      onHeadersReceived: () => undefined,
      offHeadersReceived: () => undefined,
      onChunkReceived: () => undefined,
      offChunkReceived: () => undefined,
    }
  }
}
