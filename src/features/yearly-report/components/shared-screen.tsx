import type { SharedYear } from '@api/user'
import { Text } from '@tarojs/components'
import { openPage } from '@/core/navigation'
import { paths } from '@/routes'
import { Button } from '@/shared/button'
import { PosterPage, PosterView } from '@/shared/poster'
import { Screen } from '@/shared/screen'
import { usePageShare } from '@/shared/share'
import { useQuery } from '@/shared/use-load'
import { yearCardAlt, yearCardSpec } from '../card-spec'
import { sharedYearQuery } from '../queries'
import { shareIdOf } from '../share-id'
import './shared-screen.scss'

function Friend({ year }: { year: SharedYear }) {
  return (
    <PosterPage className='year-shared'>
      <Text className='year-shared__intro'>{`${year.displayName}的 ${year.year} 年度报告`}</Text>
      <PosterView spec={yearCardSpec(year)} alt={yearCardAlt(year)} />
      {/* The report asks a guest to log in, then comes back to it. */}
      <Button className='year-shared__mine' variant='primary' onClick={() => void openPage(paths.yearlyReport())}>
        查看我的年度报告
      </Button>
    </PosterPage>
  )
}

/**
 * What a friend sees from a share, without a token: the card, and the way to their own report. A
 * link without a well-formed share id, or with one the server does not know, says 链接无效.
 */
export function YearlySharedScreen({ id: raw }: { id: string | undefined }) {
  const id = shareIdOf(raw)
  const year = useQuery(sharedYearQuery, id !== undefined && [id])
  // Passed on, the link stays this share.
  usePageShare({ title: year.data ? `${year.data.displayName}的 ${year.data.year} 年度报告` : '年度报告', path: id === undefined ? undefined : paths.yearlyShare(id) })
  return (
    <Screen
      missing={id === undefined && (raw ? '分享链接有误，无法打开' : '分享链接不完整，无法打开')}
      unknown='没有找到这份年度报告，请向好友重新获取分享链接'
      load={year}
    >
      {year.data && <Friend year={year.data} />}
    </Screen>
  )
}
