import { useMemo } from 'react'
import Taro from '@tarojs/taro'
import { View } from '@tarojs/components'
import { goBack } from '@/core/navigation'
import { ENTRY_PATH, findRoute, routePath } from '@/routes'
import './index.scss'

export interface NavBarProps {
  title: string
  /** Shown by default on every page but the tabs and the entry page. */
  back?: boolean
}

/**
 * Status-bar height: the custom navigation bar starts below it in the mini-program. Written as
 * one if-branch so the H5 build drops the call (and Taro's device-detection code with it).
 */
function statusBarHeight(): number {
  if (process.env.TARO_ENV !== 'h5') {
    try {
      return Taro.getWindowInfo().statusBarHeight ?? 20
    } catch {
      return 20
    }
  }
  return 0
}

function currentPath(): string {
  return routePath(Taro.getCurrentInstance().router?.path ?? '')
}

export function NavBar({ title, back }: NavBarProps) {
  const top = useMemo(statusBarHeight, [])
  const showBack = useMemo(() => {
    if (back !== undefined) return back
    const path = currentPath()
    return path !== ENTRY_PATH && !findRoute(path)?.tab
  }, [back])
  return (
    <View className='nav-bar' style={{ paddingTop: `${top}px` }}>
      <View className='nav-bar__inner'>
        {showBack && (
          <View className='nav-bar__back' aria-label='返回' role='button' onClick={() => void goBack()}>
            <View className='nav-bar__chevron' />
          </View>
        )}
        <View className='nav-bar__title' role='heading' aria-level={1}>
          {title}
        </View>
      </View>
    </View>
  )
}
