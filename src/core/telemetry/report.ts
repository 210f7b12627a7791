import type { TelemetryKind, TelemetryReport } from '@api/telemetry'
import { redact } from '../log'

/*
 * Shared by H5's sender chunk and the mini-program, where it sits in the main package (design.md
 * §6 leaves it little room): plain functions, small.
 */

/**
 * What a listener caught, as it caught it: turned into a report (and scrubbed) only when it is
 * sent, so the code that must run from the start stays small.
 */
export interface RawReport {
  kind: TelemetryKind
  /** The page path at that moment; a query is cut off here anyway. */
  route: string
  time: number
  error?: unknown
  where?: string
  name?: string
  value?: number
}

export interface ReportContext {
  release: string
  platform: TelemetryReport['platform']
  sampleRate: number
}

// types/api/telemetry.ts TELEMETRY_LIMITS (the app imports no schema code): the server refuses more.
export const MESSAGE_MAX = 500
export const STACK_MAX = 1000
const ROUTE_MAX = 200
const NAME_MAX = 40
const STACK_LINES = 5

/** The build's version (config/index.ts puts package.json's in); `dev` under jest. */
export const release = (): string => process.env.TARO_APP_RELEASE || 'dev'

// Never sent: any query value (`?id=9001&from=x` becomes `?id=*&from=*`), a token in JSON, an ID
// number, a phone number (with or without +86). Tokens in URLs and headers: redact (core/log).
// No lookbehind: iOS before 16.4 cannot parse it.
const SCRUB: [RegExp, string][] = [
  [/([?&][^=&\s#"'<>]*=)[^&\s#"'<>)]*/g, '$1*'],
  [/((?:access_)?token["']?\s*[:=]\s*["']?)[^"'&\s,;}]+/gi, '$1***'],
  [/(^|\D)\d{17}[\dXx](?![\dA-Za-z])/g, '$1[id]'],
  [/(^|\D)(?:\+?86[-\s]?)?1[3-9]\d{9}(?!\d)/g, '$1[phone]'],
]

export function scrub(text: string, max = MESSAGE_MAX): string {
  return SCRUB.reduce((s, [re, by]) => s.replace(re, by), redact(text)).slice(0, max)
}

/** The page path without its query or hash, as the server takes it. */
export function routeOf(path: string): string {
  return `/${path.split(/[?#]/)[0].replace(/^\/+|\s/g, '')}`.slice(0, ROUTE_MAX)
}

/**
 * Message and first stack lines of what was thrown: an Error (its stack's frames, `at f (…)` or
 * `f@…`), WeChat's `message\nstack` text, or a rejection's reason of any kind.
 */
function describe(error: unknown): [message: string, stack: string] {
  const e = error as { name?: string; message?: unknown; stack?: unknown } | null
  if (e && typeof e === 'object' && typeof e.message === 'string') {
    const frames = String(e.stack || '').split('\n').filter((line) => /^\s*at\s|@/.test(line))
    return [`${e.name || 'Error'}: ${e.message}`, frames.join('\n')]
  }
  let text: string
  try {
    text = typeof error === 'string' ? error : JSON.stringify(error) ?? String(error)
  } catch {
    text = String(error)
  }
  const [first, ...rest] = text.split('\n')
  return [first, rest.join('\n')]
}

/** The report as it is sent: route without query, every text scrubbed and bounded. */
export function toReport(raw: RawReport, context: ReportContext): TelemetryReport {
  const report: TelemetryReport = { kind: raw.kind, route: routeOf(raw.route), time: Math.max(0, Math.round(raw.time)), ...context }
  if (raw.kind === 'error' || raw.kind === 'rejection') {
    const [message, stack] = describe(raw.error)
    const lines = stack.split('\n').map((line) => line.trim()).filter(Boolean).slice(0, STACK_LINES)
    report.message = scrub(message || '(no message)')
    if (lines.length) report.stack = scrub(lines.join('\n'), STACK_MAX)
    if (raw.where) report.where = raw.where.slice(0, NAME_MAX)
  } else {
    report.name = (raw.name || '?').slice(0, NAME_MAX)
    report.value = Math.min(600_000, Math.max(0, Number(raw.value) || 0))
  }
  return report
}

/** Whether this page load reports: decided once, with the config's rate (none without one). */
export function decideSampling(rate: number | undefined, random: () => number = Math.random): boolean {
  return Boolean(rate && rate > 0) && (Number(rate) >= 1 || random() < Number(rate))
}
