import { useDidShow, useRouter } from '@tarojs/taro'
import { Button, Input, Text, View } from '@tarojs/components'
import { BRAND_NAME } from '@/brand'
import { SMS_CODE_LENGTH } from '@/constants'
import { safeRedirect } from '@/core/session'
import { paths } from '@/routes'
import { PageShell } from '@/shared/page-shell'
import { useLoginForm } from './use-login-form'
import './index.scss'

/** Which slider page to use: `?captcha=tx` picks the Tencent-style variant. */
function captchaPage(variant: string | undefined): string {
  return paths.captcha(variant === 'tx' ? 'tx' : undefined)
}

/**
 * Login by phone for the browser and the mini-program (design §3): phone, slider check, SMS
 * code, then back to the page that asked (`?redirect=`).
 */
export default function LoginPage() {
  const { params } = useRouter()
  const form = useLoginForm(safeRedirect(params.redirect), captchaPage(params.captcha))
  useDidShow(() => {
    void form.resumeAfterCaptcha()
  })

  const sendLabel = form.sending ? '发送中…' : form.countdown.running ? `${form.countdown.left}s后重新获取` : '获取验证码'
  const sendDisabled = form.sending || form.countdown.running
  // On H5 a custom element gets disabled="false" as an attribute, which Taro's CSS styles as
  // disabled; pass the prop only when it is true.

  return (
    <PageShell>
      <View className='login'>
        <View className='login__brand'>
          <Text className='login__brand-name'>{BRAND_NAME}</Text>
          <Text className='login__brand-sub'>手机号登录，未注册的手机号将自动注册</Text>
        </View>

        <View className={`login__field${form.phoneMsg ? ' login__field--error' : ''}`}>
          <Text className='login__label'>手机号</Text>
          <Input
            className='login__input login__phone'
            type='number'
            maxlength={11}
            placeholder='请输入手机号'
            value={form.phone}
            onInput={(e) => form.setPhone(e.detail.value)}
          />
        </View>
        {form.phoneMsg && (
          <View className='login__message' role='alert'>
            {form.phoneMsg}
          </View>
        )}

        <View className={`login__field${form.codeMsg ? ' login__field--error' : ''}`}>
          <Text className='login__label'>验证码</Text>
          <Input
            className='login__input login__code'
            type='number'
            maxlength={SMS_CODE_LENGTH}
            placeholder='请输入验证码'
            value={form.code}
            onInput={(e) => form.setCode(e.detail.value)}
          />
          <Button className={`login__send${sendDisabled ? ' login__send--disabled' : ''}`} disabled={sendDisabled || undefined} onClick={form.askForCode}>
            {sendLabel}
          </Button>
        </View>
        {form.codeMsg && (
          <View className='login__message' role='alert'>
            {form.codeMsg}
          </View>
        )}

        <Button className='login__submit' loading={form.loggingIn || undefined} disabled={form.loggingIn || undefined} onClick={() => void form.submit()}>
          登录
        </Button>
        <Text className='login__note'>登录即表示同意《用户协议》和《隐私政策》</Text>
      </View>
    </PageShell>
  )
}
