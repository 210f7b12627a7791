import type { ReactNode } from 'react'
import type { CreatorProfile } from '@api/posts'
import { openPage } from '@/core/navigation'
import { paths } from '@/routes'
import { MemberScreen, type MainLoad } from '@/shared/screen'
import { useCreatorHome } from '../hooks'

export interface CreatorScreenProps {
  /** What a guest is asked to log in for. */
  login: string
  /** What a member who is not a creator yet is told, e.g. 成为创作者后才能提交作品. */
  notCreator: string
  /** Reads the page needs besides the profile (waiting on it: give them a `null` key until then). */
  load?: MainLoad[]
  children: (profile: CreatorProfile) => ReactNode
}

/** The frame of a page only creators use: logged out, a login; not a creator, the way to apply. */
export function CreatorScreen({ login, notCreator, load, children }: CreatorScreenProps) {
  const home = useCreatorHome()
  const without = { title: notCreator, text: '绑定你的创作账号，审核通过后即可使用', action: '申请成为创作者', onAction: () => void openPage(paths.creatorApply()) }
  return <MemberScreen login={login} home={home} profile={home.data?.profile} without={without} load={load}>{children}</MemberScreen>
}

/** Whether the logged-in member is a creator (undefined until known): gates a page's other reads. */
export function useIsCreator(): boolean | undefined {
  const home = useCreatorHome()
  return home.data ? Boolean(home.data.profile) : undefined
}
