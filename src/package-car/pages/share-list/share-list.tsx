import { ShareListScreen } from '@/features/privacy'

/** 第三方信息共享清单: the third parties personal information goes to, by scenario. */
export default function ShareListPage() {
  return <ShareListScreen />
}
