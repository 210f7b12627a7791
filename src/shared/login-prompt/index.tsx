import { currentUrl, openPage } from '@/core/navigation'
import { loginPageUrl } from '@/core/session'
import { buttonLook } from '../button/look'
import './index.scss'

export interface LoginPromptProps {
  /** What logging in gives, e.g. 登录后查看积分与勋章. */
  text?: string
}

/**
 * What a page that needs an account shows when there is no token: no call is made (it would
 * only answer 401), just a way to the login page that comes back here afterwards. Plain tags,
 * as the frame's other views: the frame is on the entry page, which loads no Taro component.
 */
/** Opens the login page, which comes back to the page shown now (its query kept, the token never). */
export const loginHere = (): Promise<void> => openPage(loginPageUrl(currentUrl()))

export function LoginPrompt({ text = '登录后即可使用全部功能' }: LoginPromptProps) {
  const login = () => void loginHere()
  return (
    <div className='login-prompt'>
      <div className='login-prompt__avatar' />
      <span className='login-prompt__title'>你还没有登录</span>
      <span className='login-prompt__text'>{text}</span>
      <button type='button' className={`login-prompt__button ${buttonLook('primary')}`} onClick={login}>
        登录 / 注册
      </button>
    </div>
  )
}
