import { useRunningLottery } from '@/features/lottery'
import { allServices, EntryGrid } from '@/features/mine'
import { Screen } from '@/shared/screen'

/**
 * 全部服务: every service of the personal centre, mine's groups and 品牌与活动. Open to guests:
 * each entry's page asks for a login itself where it needs one.
 */
export default function ServicesPage() {
  const lottery = useRunningLottery()
  return (
    <Screen>
      <EntryGrid groups={allServices(lottery?.id)} />
    </Screen>
  )
}
