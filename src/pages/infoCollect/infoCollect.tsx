import { CollectedListScreen } from '@/features/privacy'

/** 个人信息收集清单: the personal information the app collects, by scenario, and who receives it. */
export default function InfoCollectPage() {
  return <CollectedListScreen />
}
