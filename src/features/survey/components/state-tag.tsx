import type { SurveySummary } from '@api/survey'
import { StatusTag, type StatusTone } from '@/shared/status-tag'
import { stateLabel } from '../labels'

const TONES: Record<SurveySummary['state'] | 'answered', StatusTone> = { open: 'info', answered: 'success', upcoming: 'muted', closed: 'muted' }

/** 进行中 / 未开始 / 已结束 / 已参与, coloured by state, in the list and on top of a survey. */
export function StateTag({ survey }: { survey: Pick<SurveySummary, 'state' | 'answeredAt'> }) {
  const tone = survey.answeredAt ? 'answered' : survey.state
  return (
    <StatusTag className='survey-state' tone={TONES[tone]}>
      {stateLabel(survey)}
    </StatusTag>
  )
}
