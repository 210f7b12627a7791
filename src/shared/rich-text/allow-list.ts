/**
 * What server HTML may keep, for both targets: DOMPurify applies it in H5, the node builder in
 * the mini-program. Anything else — scripts, event handlers, frames, forms, javascript: or
 * data: URLs — is dropped.
 */
export const ALLOWED_TAGS = [
  'p', 'br', 'hr', 'div', 'section', 'article', 'span', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'sub', 'sup', 'small',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'code', 'ul', 'ol', 'li',
  'table', 'thead', 'tbody', 'tr', 'th', 'td', 'caption', 'img', 'a', 'figure', 'figcaption',
]

export const ALLOWED_ATTRS = ['class', 'style', 'src', 'href', 'alt', 'title', 'width', 'height', 'colspan', 'rowspan']

const URL_ATTRS = new Set(['src', 'href'])

/** Only absolute http(s) links and images. */
export function isSafeUrl(value: string): boolean {
  return /^https?:\/\//i.test(value.trim())
}

/** Inline styles may not load anything or run expressions. */
export function isSafeStyle(value: string): boolean {
  return !/url\s*\(|expression\s*\(|javascript:|@import|behavior\s*:/i.test(value)
}

export function keepAttr(name: string, value: string): boolean {
  if (!ALLOWED_ATTRS.includes(name)) return false
  if (URL_ATTRS.has(name)) return isSafeUrl(value)
  if (name === 'style') return isSafeStyle(value)
  return true
}
