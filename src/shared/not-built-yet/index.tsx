import { relaunch } from '@/core/navigation'
import { ENTRY_PATH } from '@/routes'
import { Screen } from '../screen'
import './index.scss'

/**
 * The one placeholder for a route whose screen a later issue builds. It says so plainly and
 * shows no made-up data; `grep -r NotBuiltYet src/` counts the routes still waiting.
 */
export function NotBuiltYet() {
  return (
    <Screen>
      <div className='not-built-yet' data-testid='not-built-yet'>
        <span className='not-built-yet__title'>页面建设中</span>
        <span className='not-built-yet__text'>这个功能还没有上线，敬请期待。</span>
        <button type='button' className='not-built-yet__home' onClick={() => void relaunch(`/${ENTRY_PATH}`)}>
          回到首页
        </button>
      </div>
    </Screen>
  )
}
