import { useRouter } from '@tarojs/taro'
import { ClassmatesScreen, idParam } from '@/features/community'

/** 同学会: ?id= the classmates group. */
export default function ClassmatesDetailPage() {
  const { params } = useRouter()
  return <ClassmatesScreen id={idParam(params.id)} />
}
