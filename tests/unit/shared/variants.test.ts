import * as h5Copied from '@/shared/clipboard/copied'
import * as weappCopied from '@/shared/clipboard/copied.weapp'
import * as h5Img from '@/shared/img'
import * as weappImg from '@/shared/img/index.weapp'
import * as h5Map from '@/shared/map'
import * as weappMap from '@/shared/map/index.weapp'
import * as h5StatusBar from '@/shared/nav-bar/status-bar'
import * as weappStatusBar from '@/shared/nav-bar/status-bar.weapp'
import * as h5DocumentTitle from '@/shared/page-shell/document-title'
import * as weappDocumentTitle from '@/shared/page-shell/document-title.weapp'
import * as h5TrackOffset from '@/shared/pull-refresh/track-offset'
import * as weappTrackOffset from '@/shared/pull-refresh/track-offset.weapp'
import * as h5TouchGesture from '@/shared/pull-refresh/use-touch-gesture'
import * as weappTouchGesture from '@/shared/pull-refresh/use-touch-gesture.weapp'
import * as h5Preview from '@/shared/preview-image'
import * as weappPreview from '@/shared/preview-image/index.weapp'
import * as h5Phone from '@/shared/phone'
import * as weappPhone from '@/shared/phone/index.weapp'
import * as h5Sanitized from '@/shared/rich-text/use-sanitized'
import * as weappSanitized from '@/shared/rich-text/use-sanitized.weapp'
import * as h5ScrollTo from '@/shared/scroll-to'
import * as weappScrollTo from '@/shared/scroll-to/index.weapp'
import * as h5Share from '@/shared/share'
import * as weappShare from '@/shared/share/index.weapp'
import * as h5TextArea from '@/shared/textarea'
import * as weappTextArea from '@/shared/textarea/index.weapp'
import * as h5Video from '@/shared/video'
import * as weappVideo from '@/shared/video/index.weapp'
import * as h5WebFrame from '@/shared/web-frame'
import * as weappWebFrame from '@/shared/web-frame/index.weapp'
import * as h5WhenVisible from '@/shared/when-visible'
import * as weappWhenVisible from '@/shared/when-visible/index.weapp'

/*
 * Callers import a primitive's folder or file: the H5 build and jest get index.tsx (name.ts),
 * the mini-program build index.weapp.tsx (name.weapp.ts). Both must offer the same things: the
 * assignments make tsc check the types, the test checks the names at run time.
 */
const pairs: [string, object, object][] = [
  ['clipboard/copied', h5Copied satisfies typeof weappCopied, weappCopied satisfies typeof h5Copied],
  ['img', h5Img satisfies typeof weappImg, weappImg satisfies typeof h5Img],
  ['map', h5Map satisfies typeof weappMap, weappMap satisfies typeof h5Map],
  ['nav-bar/status-bar', h5StatusBar satisfies typeof weappStatusBar, weappStatusBar satisfies typeof h5StatusBar],
  ['page-shell/document-title', h5DocumentTitle satisfies typeof weappDocumentTitle, weappDocumentTitle satisfies typeof h5DocumentTitle],
  ['preview-image', h5Preview satisfies typeof weappPreview, weappPreview satisfies typeof h5Preview],
  ['phone', h5Phone satisfies typeof weappPhone, weappPhone satisfies typeof h5Phone],
  ['pull-refresh/track-offset', h5TrackOffset satisfies typeof weappTrackOffset, weappTrackOffset satisfies typeof h5TrackOffset],
  ['pull-refresh/use-touch-gesture', h5TouchGesture satisfies typeof weappTouchGesture, weappTouchGesture satisfies typeof h5TouchGesture],
  ['rich-text/use-sanitized', h5Sanitized satisfies typeof weappSanitized, weappSanitized satisfies typeof h5Sanitized],
  ['scroll-to', h5ScrollTo satisfies typeof weappScrollTo, weappScrollTo satisfies typeof h5ScrollTo],
  ['share', h5Share satisfies typeof weappShare, weappShare satisfies typeof h5Share],
  ['textarea', h5TextArea satisfies typeof weappTextArea, weappTextArea satisfies typeof h5TextArea],
  ['video', h5Video satisfies typeof weappVideo, weappVideo satisfies typeof h5Video],
  ['web-frame', h5WebFrame satisfies typeof weappWebFrame, weappWebFrame satisfies typeof h5WebFrame],
  ['when-visible', h5WhenVisible satisfies typeof weappWhenVisible, weappWhenVisible satisfies typeof h5WhenVisible],
]

test.each(pairs)('%s: the mini-program file exports what the H5 file does', (_name, h5, weapp) => {
  expect(Object.keys(weapp).sort()).toEqual(Object.keys(h5).sort())
})
