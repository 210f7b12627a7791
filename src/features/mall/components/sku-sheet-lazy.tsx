import { lazy, Suspense, useRef } from 'react'
import type { SkuSheetProps } from './sku-sheet'

// H5: the sheet, with NutUI's Popup and its transition library (~16 KB gzip), is fetched the
// first time it opens, not with the goods page. The mini-program takes sku-sheet-lazy.weapp.tsx.
const Sheet = lazy(() => import('./sku-sheet').then((m) => ({ default: m.SkuSheet })))

export function LazySkuSheet(props: SkuSheetProps) {
  // Once opened it stays mounted, so closing plays the sheet's own animation.
  const opened = useRef(false)
  if (props.visible) opened.current = true
  if (!opened.current) return null
  return (
    <Suspense fallback={null}>
      <Sheet {...props} />
    </Suspense>
  )
}
