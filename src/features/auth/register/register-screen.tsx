import { useState } from 'react'
import { Input, Text, View } from '@tarojs/components'
import { SMS_CODE_LENGTH } from '@/constants'
import { openPage } from '@/core/navigation'
import { paths } from '@/routes'
import { Button } from '@/shared/button'
import { ConsentField, FORM_LOOK, FormField, PhoneField, sendFailedText, TextField } from '@/shared/form'
import { Screen, usePageShow } from '@/shared/screen'
import { isAlreadyRegistered, useRegisterForm } from './use-register-form'
import './register-screen.scss'

/** A password input with its show / hide switch. */
function PasswordField({ label, value, error, placeholder, onChange }: { label: string; value: string; error?: string; placeholder: string; onChange: (value: string) => void }) {
  const [shown, setShown] = useState(false)
  return (
    <FormField
      label={label}
      error={error}
      extra={
        <View className='auth-register__eye' role='button' aria-label={shown ? '隐藏密码' : '显示密码'} onClick={() => setShown(!shown)}>
          {shown ? '隐藏' : '显示'}
        </View>
      }
    >
      <Input className={FORM_LOOK.input} password={!shown} value={value} maxlength={20} placeholder={placeholder} onInput={(e) => onChange(e.detail.value)} />
    </FormField>
  )
}

/** What happens after registering: download the app, sign in there with this phone. */
function Registered({ mobile }: { mobile: string }) {
  return (
    <View className='auth-register auth-register--done' role='status'>
      <Text className='auth-register__title'>注册成功</Text>
      <Text className='auth-register__text'>{`${mobile} 已开通 App 账号`}</Text>
      <Text className='auth-register__text'>下载 App 后，使用此手机号和刚设置的密码登录</Text>
      <Button className='auth-register__submit' variant='primary' onClick={() => void openPage(paths.download())}>
        下载 App
      </Button>
    </View>
  )
}

/** Registration of a brand-app account (pages/migration/index-app). */
export function RegisterScreen() {
  const { form, sms, submit, done, agreements } = useRegisterForm(paths.captcha())
  // Back from the slider check: send the code it was passed for.
  usePageShow(() => void sms.resumeAfterCaptcha())
  const { values, errors } = form
  const failure = form.failure !== undefined && !isAlreadyRegistered(form.failure) ? sendFailedText(form.failure) : ''

  if (done) return <Screen><Registered mobile={done.mobile} /></Screen>
  return (
    <Screen>
      <View className='auth-register'>
        <Text className='auth-register__title'>注册 App 账号</Text>
        <PhoneField className='auth-register__phone' value={values.phone} error={errors.phone} onChange={(phone) => form.set({ phone })} />
        <TextField
          className='auth-register__code'
          label='验证码'
          type='number'
          maxlength={SMS_CODE_LENGTH}
          placeholder='请输入验证码'
          value={values.code}
          error={errors.code}
          onChange={(value) => form.set({ code: value })}
          extra={
            <Button className='auth-register__send' variant='secondary' size='s' disabled={sms.disabled} onClick={sms.askForCode}>
              {sms.label}
            </Button>
          }
        />
        <PasswordField label='设置密码' placeholder='8-20 位，需含字母和数字' value={values.password} error={errors.password} onChange={(password) => form.set({ password })} />
        <PasswordField label='确认密码' placeholder='请再次输入密码' value={values.confirm} error={errors.confirm} onChange={(confirm) => form.set({ confirm })} />
        <ConsentField className='auth-register__consent' agreement={agreements} checked={values.agreed} error={errors.agreed} onChange={(agreed) => form.set({ agreed })} />
        {failure && (
          <View className='auth-register__failure' role='alert'>
            {failure}
          </View>
        )}
        <Button className='auth-register__submit' variant='primary' loading={form.submitting} onClick={() => void submit()}>
          注册
        </Button>
      </View>
    </Screen>
  )
}
