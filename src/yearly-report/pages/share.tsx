import { useRouter } from '@tarojs/taro'
import { YearlySharedScreen } from '@/features/yearly-report'

/** 分享年度报告: ?id= a share's random id; opened without a token. */
export default function YearlySharePage() {
  const { params } = useRouter()
  return <YearlySharedScreen id={params.id || undefined} />
}
