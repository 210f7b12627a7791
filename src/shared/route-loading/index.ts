import { eventCenter } from '@tarojs/taro'
import './index.scss'

/** Spec §9: a page chunk that takes longer than this shows the loading view... */
export const PAGE_LOAD_DELAY = 200
/** ...and one that has not arrived after this shows the error view. */
export const PAGE_LOAD_TIMEOUT = 60000

type View = 'none' | 'loading' | 'error'

function isChunkFailure(reason: unknown): boolean {
  const error = reason as { name?: string; message?: string } | null
  return !!error && (error.name === 'ChunkLoadError' || /Loading (CSS )?chunk .* failed/.test(error.message ?? ''))
}

/**
 * H5 pages are lazy chunks loaded by Taro's router. This puts a loading view over the app while a
 * chunk is slow, and an error view (tap to reload) when it fails or times out. It is plain DOM
 * because it must work before any page component exists.
 */
export function installRouteLoading(doc: Document = document): () => void {
  const overlay = doc.createElement('div')
  overlay.className = 'route-loading'
  overlay.setAttribute('role', 'status')
  doc.body.appendChild(overlay)
  let delayTimer: ReturnType<typeof setTimeout> | undefined
  let timeoutTimer: ReturnType<typeof setTimeout> | undefined

  const show = (view: View) => {
    overlay.dataset.view = view
    overlay.innerHTML =
      view === 'loading'
        ? '<div class="route-loading__spinner"></div><p>页面加载中…</p>'
        : view === 'error'
          ? '<p class="route-loading__title">页面加载失败</p><p>请检查网络后点击重新加载</p><button type="button" class="route-loading__retry">重新加载</button>'
          : ''
  }
  const settle = () => {
    clearTimeout(delayTimer)
    clearTimeout(timeoutTimer)
  }
  const onChange = () => {
    settle()
    delayTimer = setTimeout(() => show('loading'), PAGE_LOAD_DELAY)
    timeoutTimer = setTimeout(() => show('error'), PAGE_LOAD_TIMEOUT)
  }
  const onLoaded = () => {
    settle()
    show('none')
  }
  const onRejection = (event: PromiseRejectionEvent) => {
    if (!isChunkFailure(event.reason)) return
    settle()
    show('error')
  }
  const onClick = (event: Event) => {
    if (overlay.dataset.view === 'error' && (event.target as HTMLElement).closest('.route-loading__retry')) {
      window.location.reload()
    }
  }

  show('none')
  eventCenter.on('__taroRouterChange', onChange)
  eventCenter.on('__afterTaroRouterChange', onLoaded)
  eventCenter.on('__taroRouterNotFound', onLoaded)
  window.addEventListener('unhandledrejection', onRejection)
  overlay.addEventListener('click', onClick)
  return () => {
    settle()
    eventCenter.off('__taroRouterChange', onChange)
    eventCenter.off('__afterTaroRouterChange', onLoaded)
    eventCenter.off('__taroRouterNotFound', onLoaded)
    window.removeEventListener('unhandledrejection', onRejection)
    overlay.remove()
  }
}
