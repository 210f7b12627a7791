/**
 * The only logger core code uses. Tokens travel in URLs (`access_token=`) and headers
 * (`Bearer ...`), so every string is scrubbed before it reaches the console.
 */
const SECRET_PATTERNS: [RegExp, string][] = [
  [/((?:access_token|token)=)[^&#\s"']+/gi, '$1***'],
  [/(Bearer\s+)[^\s"']+/gi, '$1***'],
]

export function redact(text: string): string {
  return SECRET_PATTERNS.reduce((s, [re, by]) => s.replace(re, by), text)
}

function scrub(arg: unknown): unknown {
  if (typeof arg === 'string') return redact(arg)
  if (arg instanceof Error) return redact(`${arg.name}: ${arg.message}`)
  return arg
}

type LogSink = (level: 'error' | 'warn', text: string) => void
let sink: LogSink | undefined

/** Where logged lines go besides the console: the mini-program's real-time log (core/telemetry). */
export function forwardLogs(to: LogSink | undefined): void {
  sink = to
}

function write(level: 'error' | 'warn', args: unknown[]): void {
  const scrubbed = args.map(scrub)
  if (level === 'error') console.error(...scrubbed)
  else console.warn(...scrubbed)
  sink?.(level, scrubbed.map((a) => (typeof a === 'string' ? a : safeJson(a))).join(' '))
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value)
  } catch {
    return String(value)
  }
}

export function logError(...args: unknown[]): void {
  write('error', args)
}

export function logWarn(...args: unknown[]): void {
  write('warn', args)
}
