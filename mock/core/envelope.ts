// The envelope of every domain answer, and the rewrite of seed-relative image paths into
// absolute URLs of this server (the H5 app and the mini-program load them from another origin).
export const envelope = <T>(status: number, data: T, message: string) => ({ status, data, message })
export const success = <T>(data: T) => envelope(200, data, 'success')

const STATIC_IN_TEXT = /(["'(])\/static\//g

export function absolutize<T>(value: T, origin: string): T {
  if (typeof value === 'string') {
    if (value.startsWith('/static/')) return (origin + value) as T
    return (value.includes('/static/') ? value.replace(STATIC_IN_TEXT, `$1${origin}/static/`) : value) as T
  }
  if (Array.isArray(value)) return value.map((v) => absolutize(v, origin)) as T
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(value)) out[k] = absolutize(v, origin)
    return out as T
  }
  return value
}
