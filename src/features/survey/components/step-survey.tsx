import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@/shared/button'
import { nextQuestion, previousQuestion, resumeAt } from '../engine'
import { useSurveyAnswers } from '../use-survey-answers'
import { ModeSwitch } from './mode-switch'
import { ProgressBar } from './progress-bar'
import { QuestionField } from './questions/question-field'
import { SurveyGate, type AnsweringProps } from './survey-gate'
import './step-survey.scss'

/**
 * One question per screen along the same path: 下一题 checks this question first, rules skip
 * the screens they hide, and the last question on the path (or one that ends the survey) submits.
 * Coming back, it opens on the first question still to answer.
 */
function Steps({ detail, onSubmitted, onConflict }: AnsweringProps) {
  const s = useSurveyAnswers(detail, { onSubmitted, onConflict, onInvalid: (q) => setCurrentId(q.id) })
  // Where to start is decided once, from the draft; then only the buttons move.
  const [currentId, setCurrentId] = useState(() => resumeAt(detail, s.answers)?.id)
  const { questions } = s.path
  const current = questions.find((q) => q.id === currentId) ?? questions[0]
  if (!current) return null
  const index = questions.indexOf(current)
  const next = nextQuestion(detail, s.answers, current.id)
  const previous = previousQuestion(detail, s.answers, current.id)

  const forward = () => {
    if (!s.check(current.id)) return
    if (next) setCurrentId(next.id)
    else void s.send()
  }

  return (
    <View className='survey-steps'>
      <View className='survey-steps__head'>
        <Text className='survey-steps__title'>{detail.title}</Text>
        <ProgressBar done={index + 1} total={questions.length} text={`第 ${index + 1} / ${questions.length} 题`} />
      </View>
      <View className='survey-steps__card'>
        <QuestionField
          key={current.id}
          survey={detail}
          question={current}
          number={index + 1}
          answer={s.answers[current.id]}
          error={s.errors[current.id]}
          seed={s.seed}
          uploads={s.uploads}
          onChange={(answer) => s.set(current.id, answer)}
        />
        {s.path.endedBy === current && <Text className='survey-steps__end'>根据你的回答，问卷到此结束，提交即可</Text>}
      </View>
      <View className='survey-steps__switch'>
        <ModeSwitch surveyId={detail.id} to='page' />
      </View>
      <View className='survey-steps__bar'>
        <Button className='survey-steps__back' variant='secondary' disabled={!previous} onClick={() => previous && setCurrentId(previous.id)}>
          上一题
        </Button>
        <Button className='survey-steps__next' variant='primary' loading={s.submitting} onClick={forward}>
          {next ? '下一题' : s.submitting ? '提交中…' : '提交问卷'}
        </Button>
      </View>
    </View>
  )
}

/** 问卷调查 on the new route (?id=): the same surveys, one question per screen. */
export function SurveyStepScreen({ id }: { id?: number }) {
  return <SurveyGate id={id} Answering={Steps} />
}
