import { ALLOWED_TAGS, keepAttr } from './allow-list'
import { withLook } from './look'

/** A RichText node of the mini-program (and of Taro H5). */
export type RichNode =
  | { type: 'text'; text: string }
  | { name: string; attrs: Record<string, string>; children: RichNode[] }

const VOID = new Set(['br', 'hr', 'img'])
/** Their content is dropped with them, not shown as text. */
const DROP_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'svg', 'math', 'textarea', 'select'])
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const n = code[1].toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10)
      return Number.isFinite(n) && n > 0 && n < 0x110000 ? String.fromCodePoint(n) : ''
    }
    return ENTITIES[code.toLowerCase()] ?? whole
  })
}

function parseAttrs(tag: string, source: string): Record<string, string> {
  const attrs: Record<string, string> = {}
  const re = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g
  for (const m of source.matchAll(re)) {
    const name = m[1].toLowerCase()
    const value = decode(m[2] ?? m[3] ?? m[4] ?? '')
    if (keepAttr(name, value)) attrs[name] = value
  }
  const style = withLook(tag, attrs.style)
  if (style) attrs.style = style
  return attrs
}

/**
 * Server HTML -> RichText nodes keeping only the allow-list. A small tokenizer, not a full HTML
 * parser: unknown tags are unwrapped (their text kept), dangerous ones dropped with content.
 */
export function htmlToNodes(html: string): RichNode[] {
  const root: RichNode[] = []
  const stack: { name: string; children: RichNode[] }[] = [{ name: '#root', children: root }]
  let dropping: string | null = null
  const re = /<!--[\s\S]*?-->|<\/?([a-zA-Z][a-zA-Z0-9-]*)((?:"[^"]*"|'[^']*'|[^'">])*)>|[^<]+|</g
  for (const m of html.matchAll(re)) {
    const token = m[0]
    const name = m[1]?.toLowerCase()
    if (token.startsWith('<!--')) continue
    if (!name) {
      if (!dropping) stack[stack.length - 1].children.push({ type: 'text', text: decode(token) })
      continue
    }
    const closing = token[1] === '/'
    if (dropping) {
      if (closing && name === dropping) dropping = null
      continue
    }
    if (DROP_WITH_CONTENT.has(name)) {
      if (!closing && !token.endsWith('/>')) dropping = name
      continue
    }
    if (!ALLOWED_TAGS.includes(name)) continue
    if (closing) {
      const at = stack.map((s) => s.name).lastIndexOf(name)
      if (at > 0) stack.length = at
      continue
    }
    const node = { name, attrs: parseAttrs(name, m[2] ?? ''), children: [] as RichNode[] }
    stack[stack.length - 1].children.push(node)
    if (!VOID.has(name) && !token.endsWith('/>')) stack.push(node)
  }
  return root
}
