/**
 * jsdom has no IntersectionObserver (lazy images and shared/when-visible ask for one). This one
 * reports everything it observes as in view, on the next tick, as a tall screen would.
 */
export function stubIntersectionObserver(): void {
  class InView {
    constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
    observe() {
      setTimeout(() => this.callback([{ isIntersecting: true }]), 0)
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return []
    }
  }
  Object.assign(globalThis, { IntersectionObserver: InView })
}
