import * as h5AppStart from '@/app-start'
import * as weappAppStart from '@/app-start.weapp'
import * as h5Detect from '@/core/bridge/detect'
import * as weappDetect from '@/core/bridge/detect.weapp'
import * as h5Debug from '@/core/debug/e2e-handle'
import * as weappDebug from '@/core/debug/e2e-handle.weapp'
import * as h5Attributes from '@/core/framework/attributes'
import * as weappAttributes from '@/core/framework/attributes.weapp'
import * as h5Landing from '@/core/landing-query'
import * as weappLanding from '@/core/landing-query.weapp'
import * as h5Geo from '@/core/location/geolocation'
import * as weappGeo from '@/core/location/geolocation.weapp'
import * as h5CurrentUrl from '@/core/navigation/current-url'
import * as weappCurrentUrl from '@/core/navigation/current-url.weapp'
import * as h5OpenMiniProgram from '@/core/navigation/open-mini-program'
import * as weappOpenMiniProgram from '@/core/navigation/open-mini-program.weapp'
import * as h5FileTransport from '@/core/request/file-transport'
import * as weappFileTransport from '@/core/request/file-transport.weapp'
import * as h5ReadFile from '@/core/request/read-file'
import * as weappReadFile from '@/core/request/read-file.weapp'
import * as h5Controller from '@/core/request/request-controller'
import * as weappController from '@/core/request/request-controller.weapp'
import * as h5Runtime from '@/core/runtime'
import * as weappRuntime from '@/core/runtime.weapp'
import * as h5AfterPaint from '@/shared/after-paint'
import * as weappAfterPaint from '@/shared/after-paint/index.weapp'
import * as h5Carousel from '@/shared/carousel'
import * as weappCarousel from '@/shared/carousel/index.weapp'
import * as h5Copied from '@/shared/clipboard/copied'
import * as weappCopied from '@/shared/clipboard/copied.weapp'
import * as h5DateInput from '@/shared/date-input'
import * as weappDateInput from '@/shared/date-input/index.weapp'
import * as h5Img from '@/shared/img'
import * as weappImg from '@/shared/img/index.weapp'
import * as h5LaunchApp from '@/shared/launch-app'
import * as weappLaunchApp from '@/shared/launch-app/index.weapp'
import * as h5Map from '@/shared/map'
import * as weappMap from '@/shared/map/index.weapp'
import * as h5StatusBar from '@/shared/nav-bar/status-bar'
import * as weappStatusBar from '@/shared/nav-bar/status-bar.weapp'
import * as h5DocumentTitle from '@/shared/page-shell/document-title'
import * as weappDocumentTitle from '@/shared/page-shell/document-title.weapp'
import * as h5Phone from '@/shared/phone'
import * as weappPhone from '@/shared/phone/index.weapp'
import * as h5Preview from '@/shared/preview-image'
import * as weappPreview from '@/shared/preview-image/index.weapp'
import * as h5TrackOffset from '@/shared/pull-refresh/track-offset'
import * as weappTrackOffset from '@/shared/pull-refresh/track-offset.weapp'
import * as h5TouchGesture from '@/shared/pull-refresh/use-touch-gesture'
import * as weappTouchGesture from '@/shared/pull-refresh/use-touch-gesture.weapp'
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
 * Callers import a module without its extension: the H5 build and jest get name.ts / index.tsx,
 * the mini-program build name.weapp.ts / index.weapp.tsx (src/shared/README.md). Both files must
 * offer the same things: the `satisfies` make tsc check the types, the test checks the names.
 */
const pairs: [string, object, object][] = [
  ['app-start', h5AppStart satisfies typeof weappAppStart, weappAppStart satisfies typeof h5AppStart],
  ['core/bridge/detect', h5Detect satisfies typeof weappDetect, weappDetect satisfies typeof h5Detect],
  ['core/debug/e2e-handle', h5Debug satisfies typeof weappDebug, weappDebug satisfies typeof h5Debug],
  ['core/framework/attributes', h5Attributes satisfies typeof weappAttributes, weappAttributes satisfies typeof h5Attributes],
  ['core/landing-query', h5Landing satisfies typeof weappLanding, weappLanding satisfies typeof h5Landing],
  ['core/location/geolocation', h5Geo satisfies typeof weappGeo, weappGeo satisfies typeof h5Geo],
  ['core/navigation/current-url', h5CurrentUrl satisfies typeof weappCurrentUrl, weappCurrentUrl satisfies typeof h5CurrentUrl],
  ['core/navigation/open-mini-program', h5OpenMiniProgram satisfies typeof weappOpenMiniProgram, weappOpenMiniProgram satisfies typeof h5OpenMiniProgram],
  ['core/request/file-transport', h5FileTransport satisfies typeof weappFileTransport, weappFileTransport satisfies typeof h5FileTransport],
  ['core/request/read-file', h5ReadFile satisfies typeof weappReadFile, weappReadFile satisfies typeof h5ReadFile],
  ['core/request/request-controller', h5Controller satisfies typeof weappController, weappController satisfies typeof h5Controller],
  ['core/runtime', h5Runtime satisfies typeof weappRuntime, weappRuntime satisfies typeof h5Runtime],
  ['shared/after-paint', h5AfterPaint satisfies typeof weappAfterPaint, weappAfterPaint satisfies typeof h5AfterPaint],
  ['shared/carousel', h5Carousel satisfies typeof weappCarousel, weappCarousel satisfies typeof h5Carousel],
  ['shared/clipboard/copied', h5Copied satisfies typeof weappCopied, weappCopied satisfies typeof h5Copied],
  ['shared/date-input', h5DateInput satisfies typeof weappDateInput, weappDateInput satisfies typeof h5DateInput],
  ['shared/img', h5Img satisfies typeof weappImg, weappImg satisfies typeof h5Img],
  ['shared/launch-app', h5LaunchApp satisfies typeof weappLaunchApp, weappLaunchApp satisfies typeof h5LaunchApp],
  ['shared/map', h5Map satisfies typeof weappMap, weappMap satisfies typeof h5Map],
  ['shared/nav-bar/status-bar', h5StatusBar satisfies typeof weappStatusBar, weappStatusBar satisfies typeof h5StatusBar],
  ['shared/page-shell/document-title', h5DocumentTitle satisfies typeof weappDocumentTitle, weappDocumentTitle satisfies typeof h5DocumentTitle],
  ['shared/phone', h5Phone satisfies typeof weappPhone, weappPhone satisfies typeof h5Phone],
  ['shared/preview-image', h5Preview satisfies typeof weappPreview, weappPreview satisfies typeof h5Preview],
  ['shared/pull-refresh/track-offset', h5TrackOffset satisfies typeof weappTrackOffset, weappTrackOffset satisfies typeof h5TrackOffset],
  ['shared/pull-refresh/use-touch-gesture', h5TouchGesture satisfies typeof weappTouchGesture, weappTouchGesture satisfies typeof h5TouchGesture],
  ['shared/rich-text/use-sanitized', h5Sanitized satisfies typeof weappSanitized, weappSanitized satisfies typeof h5Sanitized],
  ['shared/scroll-to', h5ScrollTo satisfies typeof weappScrollTo, weappScrollTo satisfies typeof h5ScrollTo],
  ['shared/share', h5Share satisfies typeof weappShare, weappShare satisfies typeof h5Share],
  ['shared/textarea', h5TextArea satisfies typeof weappTextArea, weappTextArea satisfies typeof h5TextArea],
  ['shared/video', h5Video satisfies typeof weappVideo, weappVideo satisfies typeof h5Video],
  ['shared/web-frame', h5WebFrame satisfies typeof weappWebFrame, weappWebFrame satisfies typeof h5WebFrame],
  ['shared/when-visible', h5WhenVisible satisfies typeof weappWhenVisible, weappWhenVisible satisfies typeof h5WhenVisible],
]

test.each(pairs)('%s: the mini-program file exports what the H5 file does', (_name, h5, weapp) => {
  expect(Object.keys(weapp).sort()).toEqual(Object.keys(h5).sort())
})
