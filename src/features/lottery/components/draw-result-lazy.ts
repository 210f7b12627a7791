import { lazyComponent } from '@/shared/lazy'
import type { DrawResultProps } from './draw-result'

// H5: the dialog, with NutUI's Popup and its transition library (~16 KB gzip), is fetched with
// the first result, not with the lottery page; the mini-program's package holds it already.
export const LazyDrawResult = lazyComponent<DrawResultProps>(
  () => import('./draw-result').then((m) => m.DrawResult),
  (props) => props.record !== null,
)
