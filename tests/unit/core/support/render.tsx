import './react-global'
import { act, type ReactElement } from 'react'
import { createRoot } from 'react-dom/client'

// React 18 wants this flag to run act() without warnings.
;(globalThis as unknown as { IS_REACT_ACT_ENVIRONMENT: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/** Renders into a fresh container with React's own act (the Taro test utils use a deprecated one). */
export function renderUi(ui: ReactElement) {
  const container = document.createElement('div')
  document.body.appendChild(container)
  const root = createRoot(container)
  act(() => root.render(ui))
  return {
    container,
    rerender: (next: ReactElement) => act(() => root.render(next)),
    unmount: () => {
      act(() => root.unmount())
      container.remove()
    },
  }
}

export { act }
