import { useShareAssets } from '@/shared/share/assets'
import { useQuery } from '@/shared/use-load'
import { myInviteQuery } from './queries'
import { FRIEND_PAGE, useInviteShare } from './share'
import { friendScene } from './scene'

/** My friend invitation: who I am, my invite summary, and the share assets of my code. */
export function useMyInvite() {
  const me = useQuery(myInviteQuery, [])
  const code = me.data?.summary.inviteCode
  const query = code && `inviteCode=${code}`
  const assets = useShareAssets(FRIEND_PAGE, query, code && friendScene(code))
  const name = me.data?.user.displayName
  useInviteShare(name ? `${name} 邀请你加入车主社区` : '邀请你加入车主社区', FRIEND_PAGE, query)
  return { me, assets }
}
