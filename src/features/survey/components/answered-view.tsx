import { useEffect } from 'react'
import { Text, View } from '@tarojs/components'
import type { SurveyDetail, SurveySubmitResult } from '@api/survey'
import { formatDateTime } from '@/utils'
import { clearDraft, DRAFTS } from '@/shared/form'
import { surveyPath } from '../engine'
import { AnswerView } from './answer-view'
import { SurveyHead } from './survey-head'
import './answered-view.scss'
import './notice.scss'

/**
 * A survey I submitted: read-only, with my answers to the questions my answers led to. Just
 * after submitting it thanks me and shows the reward and my new points balance.
 */
export function AnsweredView({ detail, result }: { detail: SurveyDetail; result?: SurveySubmitResult }) {
  const answers = detail.myAnswers ?? {}
  // Answered here or on another device: a draft left on this one has no use any more.
  useEffect(() => clearDraft(DRAFTS.survey(detail.id)), [detail.id])
  const { questions } = surveyPath(detail, answers)
  return (
    <View className='survey-answered'>
      <SurveyHead detail={detail} />
      <View className='survey-notice' role='status'>
        {result ? (
          <>
            <Text className='survey-notice__title survey-notice__title--done'>提交成功</Text>
            <Text className='survey-notice__text'>{detail.thanks}</Text>
            {result.rewardPoints > 0 && (
              <Text className='survey-notice__points'>{`+${result.rewardPoints} 积分已到账，当前积分 ${result.point}`}</Text>
            )}
          </>
        ) : (
          <Text className='survey-notice__text'>{`你已于 ${formatDateTime(detail.answeredAt)} 提交这份问卷，以下是你的回答`}</Text>
        )}
      </View>
      <View className='survey-answered__list'>
        {questions.map((q, i) => (
          <AnswerView key={q.id} question={q} number={i + 1} answer={answers[q.id]} />
        ))}
      </View>
    </View>
  )
}
