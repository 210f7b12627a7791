import Taro from '@tarojs/taro'

const SHADE = 'taro_page_shade'

/** The container id of the page on top of Taro's stack (its `path`, stamp included). */
function topPagePath(): string | undefined {
  const pages = Taro.getCurrentPages()
  return pages[pages.length - 1]?.path
}

/**
 * Two mends to the page boxes (`.taro_page`) of Taro's H5 router, each as the router adds them:
 *
 * - Each page box scrolls (overflow-y: scroll). One with no focusable element inside could not be
 *   scrolled from the keyboard (axe: scrollable-region-focusable), so each gets tabindex 0.
 * - The page on top is never hidden. Opening a page hides the one below when the slide-in has
 *   ended (a timer, `taro_page_shade`); a back tap before then shows the page below again, and
 *   the timer then hid it anyway: a blank screen under the tab bar (met in WebKit, whose taps
 *   came that fast). The page shown is on top of the stack, so its shade is taken off.
 */
export function watchRouterPages(doc: Document = document, topPath: () => string | undefined = topPagePath): () => void {
  const shades = new MutationObserver((records) => {
    for (const { target } of records) {
      const page = target as HTMLElement
      if (page.classList.contains(SHADE) && page.id && page.id === topPath()) page.classList.remove(SHADE)
    }
  })
  const mark = (node: Node) => {
    if (!(node instanceof HTMLElement) || !node.classList.contains('taro_page')) return
    if (!node.hasAttribute('tabindex')) node.setAttribute('tabindex', '0')
    shades.observe(node, { attributes: true, attributeFilter: ['class'] })
  }
  const added = new MutationObserver((records) => records.forEach((r) => r.addedNodes.forEach(mark)))
  added.observe(doc.body, { childList: true, subtree: true })
  doc.querySelectorAll('.taro_page').forEach(mark)
  return () => {
    added.disconnect()
    shades.disconnect()
  }
}
