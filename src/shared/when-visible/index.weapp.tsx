import type { WhenVisibleProps } from './index'

/** Mini-program: the page is already in its package and WeChat lays it out natively; show at once. */
export function WhenVisible({ children }: WhenVisibleProps) {
  return <>{children}</>
}
