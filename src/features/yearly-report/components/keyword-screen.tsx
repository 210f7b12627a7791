import { Text, View } from '@tarojs/components'
import { openPage } from '@/core/navigation'
import { paths } from '@/routes'
import { Button } from '@/shared/button'
import { Screen } from '@/shared/screen'
import { LOGIN_TEXT, useYearlyReport } from '../hooks'
import './keyword-screen.scss'

/** The keyword of my year, chosen by the server, and the sentence that explains it. */
export function YearlyKeywordScreen() {
  const report = useYearlyReport()
  const r = report.data
  return (
    <Screen login={LOGIN_TEXT} load={report}>
      {r && (
        <View className='year-keyword'>
          <Text className='year-keyword__year'>{`我的 ${r.year} 年度关键词`}</Text>
          <Text className='year-keyword__word'>{r.keyword}</Text>
          <Text className='year-keyword__reason'>{r.keywordReason}</Text>
          <Button className='year-keyword__btn' variant='primary' tone='inverse' onClick={() => void openPage(paths.yearlyCard())}>
            生成分享卡片
          </Button>
        </View>
      )}
    </Screen>
  )
}
