import type { SharedYear } from '@api/user'
import { Text, View } from '@tarojs/components'
import { openPage } from '@/core/navigation'
import { isNotFound } from '@/core/request'
import { paths } from '@/routes'
import { Button } from '@/shared/button'
import { PosterView } from '@/shared/poster'
import { Screen, StateView } from '@/shared/screen'
import { usePageShare } from '@/shared/share'
import { useQuery } from '@/shared/use-load'
import { yearCardAlt, yearCardSpec } from '../card-spec'
import { sharedYearQuery } from '../queries'
import './shared-screen.scss'

// The server's share ids (types/api/user-yearly.ts): anything else cannot be one.
const SHARE_ID = /^[a-z0-9]{12,24}$/

function Friend({ year }: { year: SharedYear }) {
  return (
    <View className='year-shared'>
      <Text className='year-shared__intro'>{`${year.displayName}的 ${year.year} 年度报告`}</Text>
      <PosterView spec={yearCardSpec(year)} alt={yearCardAlt(year)} />
      {/* The report asks a guest to log in, then comes back to it. */}
      <Button className='year-shared__mine' onClick={() => void openPage(paths.yearlyReport())}>
        查看我的年度报告
      </Button>
    </View>
  )
}

/** What a friend sees from a share, without a token: the card, and the way to their own report. */
export function YearlySharedScreen({ id }: { id: string | undefined }) {
  const valid = id !== undefined && SHARE_ID.test(id)
  const year = useQuery(sharedYearQuery, valid && [id])
  const unknown = isNotFound(year.error)
  // Passed on, the link stays this share.
  usePageShare({ title: year.data ? `${year.data.displayName}的 ${year.data.year} 年度报告` : '年度报告', path: valid ? paths.yearlyShare(id) : undefined })
  return (
    <Screen missing={!valid && '分享链接不完整，无法打开'} load={unknown ? undefined : year}>
      {unknown ? (
        <StateView title='分享已失效' text='没有找到这份年度报告，请向好友重新获取分享链接' />
      ) : (
        year.data && <Friend year={year.data} />
      )}
    </Screen>
  )
}
