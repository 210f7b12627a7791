import { options, type VNode } from 'preact'

/**
 * H5 runs on Preact (config/index.ts). Taro's H5 component wrappers copy every prop onto their
 * element as a property, so after the first render `'aria-pressed' in element` is true and
 * Preact then updates that stray property, not the attribute: a toggled aria-pressed or
 * data-signed kept its first value. The wrapper writes string props as attributes itself, so
 * dashed props (aria-*, data-*) are made strings, as React would write them.
 */
export function writeDashedPropsAsAttributes() {
  const previous = options.vnode
  options.vnode = (vnode: VNode) => {
    const props = vnode.props as Record<string, unknown> | undefined
    if (props) {
      // Every element of every render passes here: for-in, so no key array is made each time.
      for (const name in props) {
        const value = props[name]
        if (name.includes('-') && (typeof value === 'boolean' || typeof value === 'number')) props[name] = String(value)
      }
    }
    previous?.(vnode)
  }
}
