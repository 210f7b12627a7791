import { lazyComponent } from '@/shared/lazy'
import type { SkuSheetProps } from './sku-sheet'

// H5: the sheet, with NutUI's Popup and its transition library (~16 KB gzip), is fetched the
// first time it opens, not with the goods page; the mini-program's package holds it already.
export const LazySkuSheet = lazyComponent<SkuSheetProps>(
  () => import('./sku-sheet').then((m) => m.SkuSheet),
  (props) => props.visible,
)
