import { useMemo } from 'react'
import Taro from '@tarojs/taro'
import { goBack } from '@/core/navigation'
import { ENTRY_PATH, findRoute, routePath } from '@/routes'
import { statusBarHeight } from './status-bar'
import './index.scss'

export interface NavBarProps {
  title: string
  /** Shown by default on every page but the tabs and the entry page. */
  back?: boolean
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
    <div className='nav-bar' style={{ paddingTop: `${top}px` }}>
      <div className='nav-bar__inner'>
        {showBack && (
          <div className='nav-bar__back' aria-label='返回' role='button' onClick={() => void goBack()}>
            <div className='nav-bar__chevron' />
          </div>
        )}
        <h1 className='nav-bar__title'>{title}</h1>
      </div>
    </div>
  )
}
