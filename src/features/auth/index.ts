// Login by phone and the slider check it opens; pages only read their query.
export { LoginScreen, type LoginScreenProps } from './login/login-screen'
export { CaptchaScreen } from './captcha/captcha-screen'
export type { CaptchaVariant } from './captcha/captcha-panel'
export { RegisterScreen } from './register/register-screen'
