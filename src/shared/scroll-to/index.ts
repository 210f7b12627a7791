export interface ScrollOptions {
  /** Jump at once (an index bar's letter), instead of the default smooth scroll. */
  instant?: boolean
}

/**
 * Scrolls the page to the element with this id. H5: the browser scrolls by itself; the
 * mini-program build takes index.weapp.ts (Taro's page scroller).
 */
export function scrollToId(id: string, { instant = false }: ScrollOptions = {}): void {
  // 'auto' is the jump (no page sets scroll-behavior); older web views refuse 'instant'.
  document.getElementById(id)?.scrollIntoView({ behavior: instant ? 'auto' : 'smooth', block: 'start' })
}
