import { openPage } from '@/core/navigation'
import { useToken } from '@/core/session'
import { EntryGrid, MINE_ENTRIES, ProfileError, ProfileHeader } from '@/features/mine'
import { MedalSummary } from '@/features/user/components/medal-summary'
import { LoginPrompt } from '@/shared/login-prompt'
import { PageShell } from '@/shared/page-shell'
import { PullRefresh } from '@/shared/pull-refresh'
import { paths } from '@/routes'
import { useMineData } from './use-mine-data'

const POINTS_MALL = paths.categories()

/** The personal centre tab: who I am, points and medals, and every area of mine. */
export default function MinePage() {
  const token = useToken()
  const { data, load } = useMineData(token)
  const { user } = data

  let header
  if (!token) header = <LoginPrompt text='登录后查看积分、勋章和专属服务' />
  else if (user) {
    header = (
      <ProfileHeader
        displayName={user.displayName}
        avatarUrl={user.avatarUrl}
        mobile={user.mobile}
        points={data.points}
        medals={data.medals && <MedalSummary medals={data.medals} />}
        onPoints={() => void openPage(POINTS_MALL)}
      />
    )
  } else if (data.error) {
    header = <ProfileError message={data.error instanceof Error ? data.error.message : ''} onRetry={() => void load()} />
  }

  return (
    <PageShell loading={Boolean(token) && !user && !data.error && data.loading}>
      <PullRefresh onRefresh={() => (token ? load() : Promise.resolve())}>
        {header}
        <EntryGrid groups={MINE_ENTRIES} />
      </PullRefresh>
    </PageShell>
  )
}
