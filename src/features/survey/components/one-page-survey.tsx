import { Text, View } from '@tarojs/components'
import { scrollToId } from '@/shared/scroll-to'
import { SubmitBar } from '@/shared/submit-bar'
import { pathSections } from '../engine'
import { useSurveyAnswers } from '../use-survey-answers'
import { ModeSwitch } from './mode-switch'
import { ProgressBar } from './progress-bar'
import { QuestionField, questionAnchor } from './questions/question-field'
import { SurveyGate, type AnsweringProps } from './survey-gate'
import { SurveyHead } from './survey-head'
import './one-page-survey.scss'

/** Every question on one scrolling page; a submit brings the first one to fix into view. */
function OnePage({ detail, onSubmitted, onConflict }: AnsweringProps) {
  const s = useSurveyAnswers(detail, { onSubmitted, onConflict, onInvalid: (q) => scrollToId(questionAnchor(q.id)) })
  const numbers = new Map(s.path.questions.map((q, i) => [q.id, i + 1]))
  return (
    <View className='survey-form'>
      <SurveyHead detail={detail} count={s.path.questions.length} extra={<ModeSwitch surveyId={detail.id} to='steps' />} />
      {pathSections(detail, s.path).map((section) => (
        <View key={section.id} className='survey-form__section'>
          {section.title && <Text className='survey-form__section-title'>{section.title}</Text>}
          {section.questions.map((q) => (
            <QuestionField
              key={q.id}
              survey={detail}
              question={q}
              number={numbers.get(q.id) ?? 0}
              answer={s.answers[q.id]}
              error={s.errors[q.id]}
              seed={s.seed}
              uploads={s.uploads}
              onChange={(answer) => s.set(q.id, answer)}
            />
          ))}
        </View>
      ))}
      {s.path.endedBy && <Text className='survey-form__end'>根据你的回答，问卷到此结束，提交即可</Text>}
      <SubmitBar
        form={s}
        onSubmit={() => void s.send()}
        className='survey-form__submit'
        above={<ProgressBar done={s.progress.answered} total={s.progress.total} text={`已答 ${s.progress.answered}/${s.progress.total}`} />}
      >
        提交问卷
      </SubmitBar>
    </View>
  )
}

/** 问卷调查 (?id=), the whole survey on one page. */
export function SurveyScreen({ id }: { id?: number }) {
  return <SurveyGate id={id} Answering={OnePage} />
}
