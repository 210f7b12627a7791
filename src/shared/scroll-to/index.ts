/**
 * Scrolls the page to the element with this id. H5: the browser scrolls by itself; the
 * mini-program build takes index.weapp.ts (Taro's page scroller).
 */
export function scrollToId(id: string): void {
  document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' })
}
