import { Text } from '@tarojs/components'
import type { SurveySummary } from '@api/survey'
import { stateLabel } from '../labels'
import './state-tag.scss'

/** 进行中 / 未开始 / 已结束 / 已参与, coloured by state, in the list and on top of a survey. */
export function StateTag({ survey }: { survey: Pick<SurveySummary, 'state' | 'answeredAt'> }) {
  const tone = survey.answeredAt ? 'answered' : survey.state
  return <Text className={`survey-state survey-state--${tone}`}>{stateLabel(survey)}</Text>
}
