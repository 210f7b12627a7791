// Body parsers. The app sends a JSON content type even on calls without a body (share,
// like), so an empty JSON body means "no body" instead of Fastify's 400. Keys that could
// pollute prototypes are dropped. Form and text bodies are accepted as spec §7 says.
import type { FastifyInstance } from 'fastify'
import { ApiError } from './api-error'
import { parseMultipart } from './multipart'

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype'])

/** No real payload nests deeper; refusing early keeps recursion in later steps safe. */
const MAX_DEPTH = 64

function tooDeep(text: string): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 92) i++ // backslash: skip the escaped character
      else if (c === 34) inString = false
    } else if (c === 34) inString = true
    else if (c === 123 || c === 91) {
      if (++depth > MAX_DEPTH) return true
    } else if (c === 125 || c === 93) depth--
  }
  return false
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined
  if (tooDeep(text)) throw new ApiError(400, `请求体嵌套层级过深（最多 ${MAX_DEPTH} 层）`)
  try {
    return JSON.parse(text, (key, value) => (FORBIDDEN_KEYS.has(key) ? undefined : value))
  } catch {
    throw new ApiError(400, '请求体不是合法的 JSON')
  }
}

/** Marks bodies that came from a form, whose values are text and need converting. */
export const FORM_BODIES = new WeakSet<object>()

export function registerParsers(app: FastifyInstance): void {
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    try {
      done(null, parseJson(body as string))
    } catch (error) {
      done(error as Error, undefined)
    }
  })
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_req, body, done) => {
    const text = body as string
    // A "string body" holding JSON is read as JSON; any other text stays text.
    if (/^\s*[[{]/.test(text)) {
      try {
        return done(null, parseJson(text))
      } catch (error) {
        return done(error as Error, undefined)
      }
    }
    done(null, text === '' ? undefined : text)
  })
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    const form: Record<string, string> = {}
    for (const [k, v] of new URLSearchParams(body as string)) if (!FORBIDDEN_KEYS.has(k)) form[k] = v
    FORM_BODIES.add(form)
    done(null, form)
  })
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, (req, body, done) => {
    try {
      done(null, parseMultipart(String(req.headers['content-type']), body as Buffer))
    } catch (error) {
      done(error as Error, undefined)
    }
  })
}
