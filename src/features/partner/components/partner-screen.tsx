import type { ReactNode } from 'react'
import type { PartnerProfile } from '@api/user'
import { openPage } from '@/core/navigation'
import { paths } from '@/routes'
import { MemberScreen, type MainLoad } from '@/shared/screen'
import { usePartnerHome } from '../hooks'

export interface PartnerScreenProps {
  /** What a guest is asked to log in for. */
  login: string
  /** What a member who is not a partner yet is told, e.g. 成为合伙人后即可生成推广海报. */
  notPartner: string
  /** Reads the page needs besides the profile (waiting on it: give them a `null` key until then). */
  load?: MainLoad[]
  children: (profile: PartnerProfile) => ReactNode
}

/** The frame of a page only partners use: logged out, a login; not a partner, the way to apply. */
export function PartnerScreen({ login, notPartner, load, children }: PartnerScreenProps) {
  const home = usePartnerHome()
  const without = { title: notPartner, text: '推荐好友购车赢积分与奖励，审核通过并签约后即可使用', action: '申请成为合伙人', onAction: () => void openPage(paths.partnerProgress()) }
  return <MemberScreen login={login} home={home} profile={home.data?.profile} without={without} load={load}>{children}</MemberScreen>
}
