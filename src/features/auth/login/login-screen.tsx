import { Text, View } from '@tarojs/components'
import { Button } from '@/shared/button'
import { brandName } from '@/core/tenant'
import { SMS_CODE_LENGTH } from '@/constants'
import { openPage } from '@/core/navigation'
import { safeRedirect } from '@/core/session'
import { paths } from '@/routes'
import { useAgreementLinks } from '@/shared/agreements'
import { lookOf, PhoneField, TextField } from '@/shared/form'
import { Screen, usePageShow } from '@/shared/screen'
import { useLoginForm } from './use-login-form'
import './login-screen.scss'

const LOOK = lookOf('auth-login__group', { row: 'auth-login__field', label: 'auth-login__label', input: 'auth-login__input', error: 'auth-login__message' })

export interface LoginScreenProps {
  /** Where to return after login (`?redirect=`); only one of our pages is followed. */
  redirect?: string
  /** `tx` picks the Tencent-style slider page (`?captcha=tx`). */
  captcha?: string
}

/**
 * Login by phone for the browser and the mini-program (design §3): phone, slider check, SMS
 * code, then back to the page that asked.
 */
export function LoginScreen({ redirect, captcha }: LoginScreenProps) {
  const login = useLoginForm(safeRedirect(redirect), paths.captcha(captcha === 'tx' ? 'tx' : undefined))
  const { form, sms } = login
  const [user, privacy] = useAgreementLinks().links
  // Back from the slider check: send the code it was passed for.
  usePageShow(() => void sms.resumeAfterCaptcha())

  return (
    <Screen>
      <View className='auth-login'>
        <View className='auth-login__brand'>
          <Text className='auth-login__brand-name'>{brandName()}</Text>
          <Text className='auth-login__brand-sub'>手机号登录，未注册的手机号将自动注册</Text>
        </View>

        <PhoneField look={LOOK} className='auth-login__phone' value={form.values.phone} error={form.errors.phone} onChange={(phone) => form.set({ phone })} />

        <TextField
          look={LOOK}
          className='auth-login__code'
          label='验证码'
          type='number'
          maxlength={SMS_CODE_LENGTH}
          placeholder='请输入验证码'
          value={form.values.code}
          error={form.errors.code}
          onChange={(code) => form.set({ code })}
          extra={
            <Button className='auth-login__send' variant='secondary' size='s' disabled={sms.disabled} onClick={sms.askForCode}>
              {sms.label}
            </Button>
          }
        />

        <Button className='auth-login__submit' variant='primary' loading={form.submitting} onClick={() => void login.submit()}>
          登录
        </Button>
        <View className='auth-login__note'>
          <Text>登录即表示同意</Text>
          <View className='auth-login__link' role='link' onClick={() => void openPage(user.url)}>
            {user.title}
          </View>
          <Text>和</Text>
          <View className='auth-login__link' role='link' onClick={() => void openPage(privacy.url)}>
            {privacy.title}
          </View>
        </View>
      </View>
      {/* Logging in here needs no account; the brand's App signs in with a password, set on its own registration page. */}
      <View className='auth-login__app'>
        <Text>{`还没有${brandName()} App 账号？`}</Text>
        <View className='auth-login__app-link' role='link' onClick={() => void openPage(paths.appRegister())}>
          注册 App 账号
        </View>
      </View>
    </Screen>
  )
}
