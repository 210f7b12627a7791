import type { ReactElement, ReactNode } from 'react'

/*
 * The mini-program renders in its own thread and its pages come from the package, not from the
 * network: a later call has nothing to wait for, so it starts at once.
 */
export function afterPaint(): Promise<void> {
  return Promise.resolve()
}

export function usePainted(ready: boolean): boolean {
  return ready
}

export function AfterPaint({ children }: { children: ReactNode }): ReactElement | null {
  return <>{children}</>
}
