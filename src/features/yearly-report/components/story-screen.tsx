import { useMemo, useState } from 'react'
import type { YearlyReport } from '@api/user'
import { Text, View } from '@tarojs/components'
import { openPage } from '@/core/navigation'
import { paths } from '@/routes'
import { Button } from '@/shared/button'
import { Carousel } from '@/shared/carousel'
import { Screen } from '@/shared/screen'
import { formatCount } from '@/utils'
import { LOGIN_TEXT, useYearlyReport } from '../hooks'
import { storyPages, figureText, type StoryFigure, type StoryPage } from '../story'
import { useCountUp } from '../use-count-up'
import './story-screen.scss'

// The page below the navigation bar (44px, as the web frame's).
const STORY_HEIGHT = 'calc(100vh - 44px)'

function Figure({ figure, active }: { figure: StoryFigure; active: boolean }) {
  const shown = useCountUp(figure.value, active)
  // Screen readers hear the final figure, not the count on its way.
  return (
    <View className='year-figure' aria-label={figureText(figure)}>
      <Text className='year-figure__label'>{figure.label}</Text>
      <Text className='year-figure__value'>{formatCount(shown)}</Text>
      <Text className='year-figure__unit'>{figure.unit}</Text>
    </View>
  )
}

function Page({ page, report, active, last }: { page: StoryPage; report: YearlyReport; active: boolean; last: boolean }) {
  return (
    <View className={`year-slide year-slide--${page.key}`}>
      <Text className='year-slide__title'>{page.title}</Text>
      {page.key === 'keyword' && <Text className='year-slide__keyword'>{report.keyword}</Text>}
      {page.figures.map((f) => (
        <Figure key={f.label} figure={f} active={active} />
      ))}
      <Text className='year-slide__text'>{page.text}</Text>
      {last && (
        <View className='year-slide__actions'>
          <Button className='year-slide__btn' variant='primary' tone='inverse' onClick={() => void openPage(paths.yearlyKeyword())}>
            我的年度关键词
          </Button>
          <Button className='year-slide__btn' variant='secondary' tone='inverse' onClick={() => void openPage(paths.yearlyCard())}>
            生成分享卡片
          </Button>
        </View>
      )}
    </View>
  )
}

function Story({ report }: { report: YearlyReport }) {
  const pages = useMemo(() => storyPages(report), [report])
  const [current, setCurrent] = useState(0)
  return (
    <View className='year-story'>
      <Carousel
        vertical
        items={pages}
        itemKey={(p) => p.key}
        height={STORY_HEIGHT}
        label={`${report.year} 年度报告`}
        current={current}
        onChange={setCurrent}
        renderItem={(p, i) => <Page page={p} report={report} active={i === current} last={i === pages.length - 1} />}
      />
      <Text className='year-story__indicator'>{`${current + 1} / ${pages.length}`}</Text>
      {current < pages.length - 1 && <Text className='year-story__hint'>上滑继续</Text>}
    </View>
  )
}

/** The owner's year as full-screen story pages swiped vertically. */
export function YearlyStoryScreen() {
  const report = useYearlyReport()
  return (
    <Screen login={LOGIN_TEXT} load={report}>
      {report.data && <Story report={report.data} />}
    </Screen>
  )
}
