import { Button, Text, View } from '@tarojs/components'
import { currentUrl, openPage } from '@/core/navigation'
import { loginPageUrl } from '@/core/session'
import './index.scss'

export interface LoginPromptProps {
  /** What logging in gives, e.g. 登录后查看积分与勋章. */
  text?: string
}

/**
 * What a page that needs an account shows when there is no token: no call is made (it would
 * only answer 401), just a way to the login page that comes back here afterwards.
 */
export function LoginPrompt({ text = '登录后即可使用全部功能' }: LoginPromptProps) {
  const login = () => void openPage(loginPageUrl(currentUrl()))
  return (
    <View className='login-prompt'>
      <View className='login-prompt__avatar' />
      <Text className='login-prompt__title'>你还没有登录</Text>
      <Text className='login-prompt__text'>{text}</Text>
      <Button className='login-prompt__button' onClick={login}>
        登录 / 注册
      </Button>
    </View>
  )
}
