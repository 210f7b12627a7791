import { useMemo } from 'react'
import { openPage } from '@/core/navigation'
import { useToken } from '@/core/session'
import { LotteryEntry } from '@/features/lottery'
import { EntryGrid, MINE_ENTRIES, orderEntries, ProfileError, ProfileHeader } from '@/features/mine'
import { MedalSummary } from '@/features/user'
import { LoginPrompt } from '@/shared/login-prompt'
import { Screen } from '@/shared/screen'
import { PullRefresh } from '@/shared/pull-refresh'
import { paths } from '@/routes'
import { useMineData } from './use-mine-data'

const POINTS_MALL = paths.categories()

/** The personal centre tab: who I am, points and medals, and every area of mine. */
export default function MinePage() {
  const token = useToken()
  const { user: me, points, medals, orderCounts, reload } = useMineData(token)
  const user = me.data
  const entries = useMemo(() => [orderEntries(orderCounts), ...MINE_ENTRIES], [orderCounts])

  let header
  if (!token) header = <LoginPrompt text='登录后查看积分、勋章和专属服务' />
  else if (user) {
    header = (
      <ProfileHeader
        displayName={user.displayName}
        avatarUrl={user.avatarUrl}
        mobile={user.mobile}
        points={points}
        medals={medals && <MedalSummary medals={medals} />}
        onPoints={() => void openPage(POINTS_MALL)}
      />
    )
  } else if (me.error) {
    header = <ProfileError message={me.error instanceof Error ? me.error.message : ''} onRetry={() => void me.reload()} />
  }

  return (
    // A failure shows in the header (ProfileError), with the entries still usable below; one
    // with the profile the device kept shows that, under the frame's 网络不佳 line.
    <Screen load={me.error && me.data === undefined ? undefined : me}>
      <PullRefresh onRefresh={reload}>
        {header}
        {/* 我的订单 first: counts only logged in; logged out each tab's list asks to log in. */}
        <EntryGrid groups={entries} />
        {/* Last: it appears once its read answers, and nothing below it can be pushed down. */}
        <LotteryEntry />
      </PullRefresh>
    </Screen>
  )
}
