import { Text, View } from '@tarojs/components'
import { Button } from '@/shared/button'
import type { SurveyDetail } from '@api/survey'
import { openPage } from '@/core/navigation'
import { paths } from '@/routes'
import { countdownText, useCountdown } from '@/shared/countdown'
import { formatDateTime } from '@/utils'
import { SurveyHead } from './survey-head'
import './notice.scss'

/** Until it opens: when, counting down; at the start the page loads it again (`onOpen`). */
function Upcoming({ detail, onOpen }: { detail: SurveyDetail; onOpen: () => void }) {
  const left = useCountdown(detail.startAt, onOpen)
  return (
    <>
      <Text className='survey-notice__title'>问卷还没有开始</Text>
      <Text className='survey-notice__text'>{`${formatDateTime(detail.startAt)} 开始作答，届时再来吧`}</Text>
      <Text className='survey-notice__countdown'>{`距开始 ${countdownText(left)}`}</Text>
    </>
  )
}

/** A survey that cannot be answered now: not open yet, or past its deadline. */
export function StateNotice({ detail, onOpen }: { detail: SurveyDetail; onOpen: () => void }) {
  return (
    <View>
      <SurveyHead detail={detail} />
      <View className='survey-notice survey-notice--center' role='status'>
        {detail.state === 'upcoming' ? (
          <Upcoming detail={detail} onOpen={onOpen} />
        ) : (
          <>
            <Text className='survey-notice__title'>问卷已结束</Text>
            <Text className='survey-notice__text'>{`这份问卷已于 ${formatDateTime(detail.endAt)} 截止，感谢你的关注`}</Text>
          </>
        )}
        <Button className='survey-notice__more' variant='secondary' size='m' onClick={() => void openPage(paths.surveyList())}>
          看看其他问卷
        </Button>
      </View>
    </View>
  )
}
