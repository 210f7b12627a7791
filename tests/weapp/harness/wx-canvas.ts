// createSelectorQuery and Canvas 2D without a view layer: every selected node measures
// 375 x 200 at the top of the page, and a canvas node draws into a context that accepts every
// call (drawing is not checked here, only that the page gets through it to the saved file).

const RECT = { left: 0, top: 0, right: 375, bottom: 200, width: 375, height: 200 }

function fakeContext(): unknown {
  const calls: string[] = []
  const state: Record<string | symbol, unknown> = { calls, canvas: undefined }
  return new Proxy(state, {
    get(target, key) {
      if (key in target) return target[key]
      if (key === 'measureText') return (text: string) => ({ width: String(text).length * 12 })
      if (typeof key === 'symbol') return undefined
      return (..._args: unknown[]) => {
        calls.push(key)
        return key === 'createLinearGradient' || key === 'createPattern' ? { addColorStop: () => undefined } : undefined
      }
    },
    set(target, key, value) {
      target[key] = value
      return true
    },
  })
}

export function canvasNode() {
  const context = fakeContext()
  return {
    width: 300,
    height: 150,
    getContext: () => context,
    // Images load on a later tick, like the real createImage.
    createImage() {
      const image = { width: 100, height: 100, onload: null as null | (() => void), onerror: null, _src: '' }
      return Object.defineProperty(image, 'src', {
        get: () => image._src,
        set(value: string) {
          image._src = value
          setTimeout(() => image.onload?.(), 0)
        },
      })
    },
    requestAnimationFrame: (callback: () => void) => setTimeout(callback, 16),
    cancelAnimationFrame: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
  }
}

type Field = (res: unknown) => unknown

/** wx.createSelectorQuery(): select / selectAll / selectViewport, then fields, rects, exec. */
export function createSelectorQuery() {
  const queue: Field[] = []
  const callbacks: ((res: unknown) => void)[] = []
  const nodeRef = (all: boolean) => {
    const add = (answer: () => unknown) => (callback?: (res: unknown) => void) => {
      queue.push(() => (all ? [answer()] : answer()))
      callbacks.push(callback ?? (() => undefined))
      return query
    }
    return {
      boundingClientRect: add(() => ({ ...RECT })),
      scrollOffset: add(() => ({ scrollLeft: 0, scrollTop: 0, scrollWidth: 375, scrollHeight: 2000 })),
      node: add(() => ({ node: canvasNode() })),
      context: add(() => ({ context: fakeContext() })),
      fields: (fields: { node?: boolean; size?: boolean; rect?: boolean }, callback?: (res: unknown) => void) =>
        add(() => ({ ...(fields.node ? { node: canvasNode() } : {}), ...(fields.size || fields.rect ? RECT : {}) }))(callback),
    }
  }
  const query = {
    in: () => query,
    select: () => nodeRef(false),
    selectAll: () => nodeRef(true),
    selectViewport: () => nodeRef(false),
    exec(callback?: (res: unknown[]) => void) {
      setTimeout(() => {
        const results = queue.map((answer) => answer(undefined))
        results.forEach((res, i) => callbacks[i](res))
        callback?.(results)
      }, 0)
    },
  }
  return query
}
