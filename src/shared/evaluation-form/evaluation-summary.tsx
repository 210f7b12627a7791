import type { EvaluationInput, EvaluationTemplate } from '@api/evaluation'
import { Text, View } from '@tarojs/components'
import { Img } from '@/shared/img'
import { previewImage } from '@/shared/preview-image'
import { Rating } from '@/shared/rating'
import { formatDateTime } from '@/utils'
import './index.scss'

export interface EvaluationSummaryProps {
  /** Names the aspects (a key the template lacks shows as it is). */
  template: Pick<EvaluationTemplate, 'aspects'>
  evaluation: EvaluationInput & { createdAt?: string }
}

/** An evaluation already given, read-only: stars per aspect, tags, problems, comment, pictures. */
export function EvaluationSummary({ template, evaluation }: EvaluationSummaryProps) {
  const name = (key: string) => template.aspects.find((a) => a.key === key)?.name ?? key
  const keys = [...template.aspects.map((a) => a.key), ...Object.keys(evaluation.scores).filter((k) => !template.aspects.some((a) => a.key === k))]
  const rated = keys.filter((k) => evaluation.scores[k] !== undefined)
  return (
    <View className='evaluation-form-summary'>
      {rated.map((key) => (
        <View key={key} className='evaluation-form-summary__aspect'>
          <Text className='evaluation-form-summary__name'>{name(key)}</Text>
          <Rating readOnly value={evaluation.scores[key]} />
        </View>
      ))}
      {evaluation.problems.length > 0 && (
        <View className='evaluation-form-summary__chips' aria-label='遇到的问题'>
          {evaluation.problems.map((p) => (
            <Text key={p} className='evaluation-form-summary__chip evaluation-form-summary__chip--problem'>{p}</Text>
          ))}
        </View>
      )}
      {evaluation.tags.length > 0 && (
        <View className='evaluation-form-summary__chips' aria-label='评价标签'>
          {evaluation.tags.map((t) => (
            <Text key={t} className='evaluation-form-summary__chip'>{t}</Text>
          ))}
        </View>
      )}
      {evaluation.comment && <Text className='evaluation-form-summary__comment'>{evaluation.comment}</Text>}
      {evaluation.photos.length > 0 && (
        <View className='evaluation-form-summary__photos'>
          {evaluation.photos.map((src, i) => (
            <Img key={src} className='evaluation-form-summary__photo' src={src} alt={`评价图片 ${i + 1}`} mode='aspectFill' onClick={() => previewImage(evaluation.photos, src)} />
          ))}
        </View>
      )}
      <View className='evaluation-form-summary__meta'>
        {evaluation.anonymous && <Text className='evaluation-form-summary__anonymous'>匿名评价</Text>}
        {evaluation.createdAt && <Text className='evaluation-form-summary__time'>{formatDateTime(evaluation.createdAt)}</Text>}
      </View>
    </View>
  )
}
