import { type PropsWithChildren } from 'react'
import { useLaunch } from '@tarojs/taro'
import { Provider } from 'jotai'
import { store } from '@/core'
import { writeDashedPropsAsAttributes } from '@/core/framework/attributes'
import { startBeforeFirstPage, startOnLaunch } from './app-start'
import './app.scss'

writeDashedPropsAsAttributes()

// H5 starts here, before the router renders the first page; the mini-program at launch.
startBeforeFirstPage()

function App({ children }: PropsWithChildren) {
  useLaunch((options) => startOnLaunch(options.query as Record<string, string>))
  // No NutUI ConfigProvider: its default locale is already zh-CN and the theme comes from CSS
  // variables (app.scss), so it would only add weight to the entry page.
  return <Provider store={store}>{children}</Provider>
}

export default App
