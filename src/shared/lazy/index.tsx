import { lazy, Suspense, useRef, type ComponentType } from 'react'

/**
 * H5: a heavy component (a sheet with NutUI's Popup and its transitions, say) whose code is
 * fetched the first time `shown(props)` is true, not with the page. Once shown it stays mounted,
 * so closing plays its own animation. `load` is `() => import('./x').then((m) => m.X)`.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>, shown: (props: P) => boolean): (props: P) => JSX.Element | null {
  const Loaded = lazy(() => load().then((component) => ({ default: component as ComponentType<object> })))
  return function Lazy(props: P) {
    const opened = useRef(false)
    if (shown(props)) opened.current = true
    if (!opened.current) return null
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    )
  }
}
