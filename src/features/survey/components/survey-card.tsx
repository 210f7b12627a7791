import { Text, View } from '@tarojs/components'
import type { SurveySummary } from '@api/survey'
import { openPage } from '@/core/navigation'
import { paths } from '@/routes'
import { TappableCard } from '@/shared/card'
import { countdownText, useCountdown } from '@/shared/countdown'
import { COUNTDOWN_WITHIN_MS, shortTime, sizeText, stateLabel } from '../labels'
import { StateTag } from './state-tag'
import './survey-card.scss'

/** When it ends (counting down in its last days), when it starts, or when I answered it. */
function When({ survey }: { survey: SurveySummary }) {
  const soon = survey.state === 'open' && !survey.answeredAt && Date.parse(survey.endAt) - Date.now() < COUNTDOWN_WITHIN_MS
  const left = useCountdown(soon ? survey.endAt : undefined)
  if (survey.answeredAt) return <Text className='survey-card__when'>{`提交于 ${shortTime(survey.answeredAt)}`}</Text>
  if (survey.state === 'upcoming') return <Text className='survey-card__when'>{`${shortTime(survey.startAt)} 开始`}</Text>
  if (soon && left.running) return <Text className='survey-card__when survey-card__when--soon'>{`还剩 ${countdownText(left)}`}</Text>
  return <Text className='survey-card__when'>{`截止 ${shortTime(survey.endAt)}`}</Text>
}

/** One survey in the list: title, state, intro, size, reward and deadline; a tap opens it. */
export function SurveyCard({ survey }: { survey: SurveySummary }) {
  return (
    <TappableCard className='survey-card' label={`${survey.title}，${stateLabel(survey)}`} onTap={() => void openPage(paths.survey(survey.id))}>
      <View className='survey-card__head'>
        <Text className='survey-card__title'>{survey.title}</Text>
        <StateTag survey={survey} />
      </View>
      <Text className='survey-card__intro'>{survey.intro}</Text>
      <View className='survey-card__foot'>
        <Text className='survey-card__size'>{sizeText(survey)}</Text>
        {survey.rewardPoints > 0 && (
          <Text className='survey-card__reward'>{survey.answeredAt ? `已得 ${survey.rewardPoints} 积分` : `+${survey.rewardPoints} 积分`}</Text>
        )}
      </View>
      <When survey={survey} />
    </TappableCard>
  )
}
