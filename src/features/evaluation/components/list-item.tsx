import type { EvaluationListItem } from '@api/evaluation'
import { Text, View } from '@tarojs/components'
import { Button } from '@/shared/button'
import { openPage } from '@/core/navigation'
import { TappableCard } from '@/shared/card'
import { Rating } from '@/shared/rating'
import { evaluationPage } from '../labels'
import { TargetCard, targetTitle } from './target-card'
import './list-item.scss'

/**
 * One row: what waits (去评价) or what was evaluated (its stars and comment, 查看评价). The whole
 * card opens it; the button under it is the same way, named for what it does.
 */
export function ListItem({ item }: { item: EvaluationListItem }) {
  const { target, evaluation } = item
  const open = () => void openPage(evaluationPage(target.kind, target.id))
  const action = (
    <View className='eval-item__actions'>
      <Button className='eval-item__button' variant='secondary' size='s' tone={evaluation ? 'neutral' : 'brand'} onClick={open}>
        {evaluation ? '查看评价' : '去评价'}
      </Button>
    </View>
  )
  return (
    <TappableCard className='eval-item' label={`${evaluation ? '查看评价' : '去评价'}：${targetTitle(target)}`} onTap={open} footer={action}>
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
    </TappableCard>
  )
}
