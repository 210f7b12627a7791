import { useRouter } from '@tarojs/taro'
import { queryId } from '@/core/navigation'
import { BoostScreen } from '@/features/team-pk'

/** 战队助力: ?id= the team to boost (once a day). */
export default function GiveHelpPage() {
  const { params } = useRouter()
  return <BoostScreen id={queryId(params.id)} />
}
