import { useRouter } from '@tarojs/taro'
import { AuthCreateScreen } from '@/features/occupation'

/** 提交认证: ?type= the occupation (teacher, doctor...). */
export default function AuthCreatePage() {
  const { params } = useRouter()
  return <AuthCreateScreen type={params.type} />
}
