import type { ReactNode } from 'react'
import type { WhenVisibleProps } from './index'

/** Mini-program: the page is already in its package and WeChat lays it out natively; show at once. */
export function WhenVisible({ children }: WhenVisibleProps) {
  return <>{children}</>
}

/** Mini-program: WeChat renders in its own thread, so there is nothing to stage; show at once. */
export function Staged({ children }: { children: ReactNode }) {
  return <>{children}</>
}

/** Mini-program: nothing mounts late. */
export const useLatePart = () => false
