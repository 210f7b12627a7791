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

export function logError(...args: unknown[]): void {
  console.error(...args.map(scrub))
}

export function logWarn(...args: unknown[]): void {
  console.warn(...args.map(scrub))
}
