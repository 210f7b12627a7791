import { AuthIndexScreen } from '@/features/occupation'

/** 职业认证: my authentications and the occupations one can authenticate. */
export default function AuthInfoPage() {
  return <AuthIndexScreen />
}
