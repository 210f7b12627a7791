import { Text, View } from '@tarojs/components'
import type { Answer, Question } from '@api/survey'
import { Img } from '@/shared/img'
import { previewImage } from '@/shared/preview-image'
import { Rating } from '@/shared/rating'
import { DEFAULT_STARS, isChoiceAnswer, isEmptyAnswer } from '../engine'
import './answer-view.scss'

/** The labels of the picked options in the survey's order, 其他 with its words. */
function choiceText(q: Question, answer: Answer): string {
  if (!isChoiceAnswer(answer)) return ''
  return (q.options ?? [])
    .filter((o) => answer.picked.includes(o.id))
    .map((o) => (o.other && answer.other ? `${o.label}：${answer.other}` : o.label))
    .join('、')
}

function Value({ question: q, answer }: { question: Question; answer: Answer }) {
  switch (q.type) {
    case 'single':
    case 'multiple':
      return <Text className='survey-answer__text'>{choiceText(q, answer)}</Text>
    case 'rating':
      return <Rating className='survey-answer__stars' value={Number(answer)} max={q.stars ?? DEFAULT_STARS} readOnly />
    case 'nps':
      return <Text className='survey-answer__text'>{`${Number(answer)} 分`}</Text>
    case 'image': {
      const urls = Array.isArray(answer) ? answer : []
      return (
        <View className='survey-answer__images'>
          {urls.map((url, i) => (
            <Img key={url} className='survey-answer__image' src={url} alt={`${q.title} 第 ${i + 1} 张`} mode='aspectFill' onClick={() => previewImage(urls, url)} />
          ))}
        </View>
      )
    }
    default:
      return <Text className='survey-answer__text'>{String(answer)}</Text>
  }
}

/** A question and what I answered, read-only (a survey I already submitted). */
export function AnswerView({ question, number, answer }: { question: Question; number: number; answer: Answer | undefined }) {
  return (
    <View className='survey-answer'>
      <Text className='survey-answer__title'>{`${number}. ${question.title}`}</Text>
      {isEmptyAnswer(answer) ? <Text className='survey-answer__none'>未作答</Text> : <Value question={question} answer={answer as Answer} />}
    </View>
  )
}
