import DOMPurify from 'dompurify'
import { ALLOWED_ATTRS, ALLOWED_TAGS, isSafeStyle } from './allow-list'
import { withLook } from './look'

let hooked = false

/** H5: DOMPurify with the shared allow-list; links and images must be absolute http(s). */
export function sanitizeHtml(html: string): string {
  if (!hooked) {
    DOMPurify.addHook('uponSanitizeAttribute', (_node, data) => {
      if (data.attrName === 'style' && !isSafeStyle(data.attrValue)) data.keepAttr = false
    })
    // A picture the server did not describe is marked decorative: its text stands around it;
    // every tag takes the app's look (look.ts) before the server's own style.
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.nodeName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '')
      const style = withLook(node.nodeName.toLowerCase(), node.getAttribute('style') ?? undefined)
      if (style) node.setAttribute('style', style)
    })
    hooked = true
  }
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ALLOWED_ATTRS,
    ALLOWED_URI_REGEXP: /^https?:\/\//i,
    // DOMPurify holds every kept attribute outside its own short list to the URI pattern above,
    // which dropped a picture's size (its box before it loads) and a table cell's span.
    ADD_URI_SAFE_ATTR: ['width', 'height', 'colspan', 'rowspan'],
    ALLOW_DATA_ATTR: false,
  })
}
