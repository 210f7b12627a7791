import { useEffect, type PropsWithChildren } from 'react'
import { Provider } from 'jotai'
import { ConfigProvider } from '@nutui/nutui-react-taro'
import '@nutui/nutui-react-taro/dist/styles/themes/default.css'
import { store } from '@/core/store'
import { initRuntime } from '@/core'
import { installRouteLoading } from '@/shared/route-loading'
import './app.scss'

if (process.env.TARO_ENV === 'h5') installRouteLoading()

function App({ children }: PropsWithChildren) {
  useEffect(() => {
    // Cache purge, session restore and the type=1 location restore (spec §4).
    void initRuntime()
  }, [])
  return (
    <Provider store={store}>
      <ConfigProvider>{children}</ConfigProvider>
    </Provider>
  )
}

export default App
