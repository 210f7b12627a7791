/**
 * Taro's H5 router makes each page a scrolling box (`.taro_page`, overflow-y: scroll). A page
 * with no focusable element inside could not be scrolled from the keyboard (axe:
 * scrollable-region-focusable), so every page box gets tabindex 0 as the router adds it.
 */
export function makePagesFocusable(doc: Document = document): () => void {
  const mark = (node: Node) => {
    if (node instanceof HTMLElement && node.classList.contains('taro_page') && !node.hasAttribute('tabindex')) {
      node.setAttribute('tabindex', '0')
    }
  }
  const observer = new MutationObserver((records) => records.forEach((r) => r.addedNodes.forEach(mark)))
  observer.observe(doc.body, { childList: true, subtree: true })
  doc.querySelectorAll('.taro_page').forEach(mark)
  return () => observer.disconnect()
}
