import { useState, type ComponentType } from 'react'
import type { Answers, SurveyDetail, SurveySubmitResult } from '@api/survey'
import { useToken } from '@/core/session'
import { Screen } from '@/shared/screen'
import { useQuery } from '@/shared/use-load'
import { surveyQuery } from '../queries'
import { AnsweredView } from './answered-view'
import { StateNotice } from './state-notice'

/** What each survey route renders while the survey may be answered. */
export interface AnsweringProps {
  detail: SurveyDetail
  onSubmitted: (result: SurveySubmitResult, answers: Answers) => void
  /** The server refused with 409 (answered elsewhere, or closed meanwhile): load it again. */
  onConflict: () => void
}

function Survey({ id, Answering }: { id: number; Answering: ComponentType<AnsweringProps> }) {
  const survey = useQuery(surveyQuery, [id])
  const [result, setResult] = useState<SurveySubmitResult>()
  const detail = survey.data
  const submitted = (r: SurveySubmitResult, answers: Answers) => {
    setResult(r)
    // The accepted answers are what the server keeps: show them without asking again.
    survey.setData((d) => d && { ...d, myAnswers: answers, answeredAt: r.answeredAt })
  }
  const reload = () => void survey.reload()
  return (
    <Screen load={survey}>
      {detail &&
        (detail.myAnswers ? (
          <AnsweredView detail={detail} result={result} />
        ) : detail.state === 'open' ? (
          <Answering detail={detail} onSubmitted={submitted} onConflict={reload} />
        ) : (
          <StateNotice detail={detail} onOpen={reload} />
        ))}
    </Screen>
  )
}

/**
 * The states both survey routes share: logged out, no id, loading and failure, not open yet or
 * closed (explained), already answered (read-only); an open one goes to the route's `Answering`.
 */
export function SurveyGate({ id, Answering }: { id?: number; Answering: ComponentType<AnsweringProps> }) {
  const token = useToken()
  if (!token || !id) return <Screen login='登录后参与问卷调查，完成可得积分' missing={!id && '缺少问卷 id，无法打开'} />
  return <Survey id={id} Answering={Answering} />
}
