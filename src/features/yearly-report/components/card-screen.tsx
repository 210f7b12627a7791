import type { YearlyReport } from '@api/user'
import { Text } from '@tarojs/components'
import { paths } from '@/routes'
import { PosterPage, PosterView } from '@/shared/poster'
import { Screen } from '@/shared/screen'
import { ShareButton, sharePage, usePageShare } from '@/shared/share'
import { useQuery } from '@/shared/use-load'
import { toYearCard, yearCardAlt, yearCardSpec } from '../card-spec'
import { LOGIN_TEXT, useYearlyReport } from '../hooks'
import { yearlyShareQuery } from '../queries'
import './card-screen.scss'

const CARD_TIP = '长按或保存图片，分享你的年度报告'

/** The link a friend opens: the share's random id, never my account. */
function ShareLink({ report, shareId }: { report: YearlyReport; shareId: string }) {
  const title = `我的 ${report.year} 年度报告，关键词「${report.keyword}」`
  const path = paths.yearlyShare(shareId)
  usePageShare({ title, path, imageUrl: report.avatarUrl })
  return (
    <ShareButton className='year-card__share' as='button' look={{ variant: 'primary' }} onShare={() => void sharePage({ title, text: report.keywordReason, path })}>
      分享给好友
    </ShareButton>
  )
}

function Card({ report }: { report: YearlyReport }) {
  // The same id each time for the year: asking again on each visit is safe.
  const share = useQuery(yearlyShareQuery, [])
  const card = toYearCard(report)
  return (
    <PosterPage className='year-card'>
      <PosterView spec={yearCardSpec(card)} alt={yearCardAlt(card)} />
      <Text className='year-card__tip'>{CARD_TIP}</Text>
      {share.data && <ShareLink report={report} shareId={share.data.shareId} />}
    </PosterPage>
  )
}

/** My year as one card image (saved to the album in the mini-program, long-pressed in H5) and its link. */
export function YearlyCardScreen() {
  const report = useYearlyReport()
  return (
    <Screen login={LOGIN_TEXT} load={report}>
      {report.data && <Card report={report.data} />}
    </Screen>
  )
}
