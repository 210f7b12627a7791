import { useEffect, useState, type ComponentType } from 'react'

/**
 * Mini-program: the code is in the package already (babel-preset-taro turns `import()` into a
 * `require` there), so it is loaded when the module is, and the component is mounted from the
 * start, as if imported directly; `shown` does not matter.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>, _shown: (props: P) => boolean): (props: P) => JSX.Element | null {
  let Loaded: ComponentType<P> | undefined
  const ready = load().then((component) => {
    Loaded = component
  })
  return function Lazy(props: P) {
    // Only a render before that promise settled (a microtask after the module) waits for it.
    const [, settled] = useState(false)
    useEffect(() => {
      if (!Loaded) void ready.then(() => settled(true))
    }, [])
    return Loaded ? <Loaded {...props} /> : null
  }
}
