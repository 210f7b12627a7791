// A small HTTP client over node:http for tests of the dev API server: raw bodies (broken
// JSON, huge payloads), any method, aborts, and no retries, so the server sees exactly
// what each test means to send.
import http from 'node:http'

export interface Res {
  status: number
  headers: http.IncomingHttpHeaders
  text: string
  /** Parsed JSON, or undefined when the body is not JSON: any shape, broken answers included. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary answers
  json: any
  ms: number
}

export interface Req {
  method: string
  path: string
  query?: Record<string, unknown>
  headers?: Record<string, string>
  /** Raw body; `json` is serialised instead when given. */
  body?: string | Buffer
  json?: unknown
  token?: string | null
  signal?: AbortSignal
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 4 })
export const closeAgent = () => agent.destroy()

export function urlOf(base: string, path: string, query?: Record<string, unknown>): string {
  const qs = query ? new URLSearchParams(Object.entries(query).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)])).toString() : ''
  return `${base}${path}${qs ? (path.includes('?') ? '&' : '?') + qs : ''}`
}

export function send(base: string, req: Req): Promise<Res> {
  const started = Date.now()
  const headers: Record<string, string> = { 'accept-language': 'zh-CN', ...req.headers }
  let body = req.body
  if (req.json !== undefined) {
    body = JSON.stringify(req.json)
    headers['content-type'] ??= 'application/json'
  }
  if (req.token) headers.authorization = `Bearer ${req.token}`
  if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body))
  return new Promise((resolve, reject) => {
    let answered = false
    const r = http.request(urlOf(base, req.path, req.query), { method: req.method, headers, agent, signal: req.signal }, (res) => {
      answered = true
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('error', reject)
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8')
        let json: unknown
        try {
          json = JSON.parse(text)
        } catch {
          json = undefined
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json, ms: Date.now() - started })
      })
    })
    // A server may answer (413) and close before a huge body is fully written; that is fine.
    r.on('error', (error) => {
      if (!answered) reject(error)
    })
    if (body !== undefined) r.write(body)
    r.end()
  })
}

/** multipart/form-data with one file part (content given in base64), after any text fields. */
export function multipart(file: { field: string; filename: string; contentType: string; content: string; fields?: Record<string, string> }) {
  const boundary = `----devapi${Date.now().toString(16)}`
  const fields = Object.entries(file.fields ?? {}).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  )
  const body = Buffer.concat([
    ...fields,
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`),
    Buffer.from(file.content, 'base64'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}
