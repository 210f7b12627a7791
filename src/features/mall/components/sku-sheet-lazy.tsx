import { lazy, Suspense, useEffect, useState } from 'react'
import type { SkuSheetProps } from './sku-sheet'

// H5: the sheet, with NutUI's Popup and its transition library (~16 KB gzip), is fetched the
// first time it opens, not with the goods page. The mini-program takes sku-sheet-lazy.weapp.tsx.
const Sheet = lazy(() => import('./sku-sheet').then((m) => ({ default: m.SkuSheet })))

export function LazySkuSheet(props: SkuSheetProps) {
  const [opened, setOpened] = useState(props.visible)
  useEffect(() => {
    if (props.visible) setOpened(true)
  }, [props.visible])
  if (!opened) return null
  return (
    <Suspense fallback={null}>
      <Sheet {...props} />
    </Suspense>
  )
}
