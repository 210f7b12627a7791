import type { EvaluationListItem } from '@api/evaluation'
import { Button, Text, View } from '@tarojs/components'
import { openPage } from '@/core/navigation'
import { Rating } from '@/shared/rating'
import { evaluationPage } from '../labels'
import { TargetCard } from './target-card'
import './list-item.scss'

/**
 * One row: what waits (去评价) or what was evaluated (its stars and comment, 查看评价). The whole
 * card opens it on a tap; the button is the way for keyboards and screen readers (the card has
 * no role, as a button inside a link would be nested controls).
 */
export function ListItem({ item }: { item: EvaluationListItem }) {
  const { target, evaluation } = item
  const open = () => void openPage(evaluationPage(target.kind, target.id))
  return (
    <View className='eval-item' onClick={open}>
      <TargetCard target={target} />
      {evaluation ? (
        <View className='eval-item__given'>
          <View className='eval-item__score'>
            <Rating readOnly allowHalf value={evaluation.score} />
            <Text className='eval-item__score-text'>{evaluation.score.toFixed(1)} 分</Text>
          </View>
          <Text className={`eval-item__comment${evaluation.comment ? '' : ' eval-item__comment--empty'}`}>{evaluation.comment || '未填写评价内容'}</Text>
        </View>
      ) : null}
      <View className='eval-item__actions'>
        <Button
          className={`eval-item__button${evaluation ? '' : ' eval-item__button--go'}`}
          onClick={(e) => {
            e.stopPropagation()
            open()
          }}
        >
          {evaluation ? '查看评价' : '去评价'}
        </Button>
      </View>
    </View>
  )
}
