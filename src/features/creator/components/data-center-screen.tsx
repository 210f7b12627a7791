import { useRef, useState } from 'react'
import { View } from '@tarojs/components'
import type { CreatorStats } from '@api/posts'
import { BarChart } from '@/shared/chart'
import { activation } from '@/shared/card/activation'
import { errorText } from '@/shared/error-text'
import { Panel } from '@/shared/panel'
import { Tabs } from '@/shared/tabs'
import { useQuery } from '@/shared/use-load'
import { STAT_PERIODS } from '../constants'
import { creatorStatsQuery, workRankingQuery } from '../queries'
import { METRICS, comparePeriods, metricSeries, type Metric } from '../stats'
import { CreatorScreen, useIsCreator } from './creator-screen'
import { PeriodTotals } from './period-totals'
import { WorkRanking } from './work-ranking'
import './data-center-screen.scss'

type Period = (typeof STAT_PERIODS)[number]
const PERIOD_TABS = STAT_PERIODS.map((days) => ({ label: `${days}天`, value: days }))

/** 数据中心: my views, likes, comments and new followers over 7 or 30 days, and my works ranked by views. */
export function DataCenterScreen() {
  const creator = useIsCreator() === true
  const [days, setDays] = useState<Period>(7)
  const [metric, setMetric] = useState<Metric>('views')
  const stats = useQuery(creatorStatsQuery, creator && [days])
  const ranking = useQuery(workRankingQuery, creator && [])
  // Switching the period keeps the figures shown (dimmed) until the other period's arrive.
  const last = useRef<CreatorStats>()
  if (stats.data) last.current = stats.data
  const shown = stats.data ?? last.current
  const pending = shown !== undefined && shown.days !== days

  const retry = () => void stats.reload()
  const label = METRICS.find((m) => m.metric === metric)!.label
  return (
    <CreatorScreen login='登录后查看创作数据' notCreator='数据中心仅对创作者开放' load={[{ data: shown, error: stats.error, loading: stats.loading, reload: stats.reload }]}>
      {() => shown && (
        <View className='creator-dc'>
          <Tabs look='pill' label='统计周期' tabs={PERIOD_TABS} value={days} onChange={setDays} />
          {pending && (
            <View className='creator-dc__line' role='status'>
              {stats.error !== undefined && !stats.loading ? (
                <>
                  {`近${days}天数据加载失败：${errorText(stats.error)}`}
                  <div className='creator-dc__retry' role='button' onClick={retry} {...activation(retry)}>
                    重新加载
                  </div>
                </>
              ) : (
                `正在加载近${days}天数据…`
              )}
            </View>
          )}
          <View className={pending ? 'creator-dc__figures creator-dc__figures--stale' : 'creator-dc__figures'} aria-busy={pending}>
            <PeriodTotals changes={comparePeriods(shown)} metric={metric} onPick={setMetric} />
            <Panel title={`${label}趋势`} extra={<View className='creator-dc__period'>近{shown.days}天</View>}>
              <BarChart name={`近${shown.days}天${label}`} points={metricSeries(shown, metric)} />
            </Panel>
          </View>
          <WorkRanking ranking={ranking} onRetry={() => void ranking.reload()} />
        </View>
      )}
    </CreatorScreen>
  )
}
