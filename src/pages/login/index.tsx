import { useRouter } from '@tarojs/taro'
import { LoginScreen } from '@/features/auth'

/** Login by phone; `?redirect=` the page to return to, `?captcha=tx` the slider variant. */
export default function LoginPage() {
  const { params } = useRouter()
  return <LoginScreen redirect={params.redirect} captcha={params.captcha} />
}
