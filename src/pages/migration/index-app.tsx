import { RegisterScreen } from '@/features/auth'

/** Registration of an account of the brand app: phone, SMS code, password, consent. */
export default function AppRegisterPage() {
  return <RegisterScreen />
}
