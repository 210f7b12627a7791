import { type PropsWithChildren } from 'react'
import { useLaunch } from '@tarojs/taro'
import { Provider } from 'jotai'
import '@nutui/nutui-react-taro/dist/styles/themes/default.css'
import { initRuntime, store } from '@/core'
import { installRouteLoading } from '@/shared/route-loading'
import { makePagesFocusable } from '@/shared/route-loading/focusable-pages'
import './app.scss'

// H5: restore the session (and strip ?token= from the address bar) before the router renders
// the first page, so its first call already carries the token.
if (process.env.TARO_ENV === 'h5') {
  installRouteLoading()
  makePagesFocusable()
  void initRuntime()
}

function App({ children }: PropsWithChildren) {
  useLaunch((options) => {
    // Mini-program: the launch query carries access_token / token (spec §4).
    if (process.env.TARO_ENV !== 'h5') void initRuntime(options.query as Record<string, string>)
  })
  // No NutUI ConfigProvider: its default locale is already zh-CN and the theme comes from CSS
  // variables (app.scss), so it would only add weight to the entry page.
  return <Provider store={store}>{children}</Provider>
}

export default App
