import { useEffect } from 'react'
import type { CreatorActivitySummary, Topic } from '@api/posts'
import { View } from '@tarojs/components'
import { goBackTo } from '@/core/navigation'
import { paths } from '@/routes'
import { requireCleanContent } from '@/shared/content-check'
import { ImageField, PickerField, TextareaField, TextField, toastFirstError, useForm } from '@/shared/form'
import { SubmitBar } from '@/shared/submit-bar'
import { toast } from '@/shared/toast'
import { WORK_LIMITS } from '../constants'
import { submitWork } from '../api'
import { checkedText, EMPTY_WORK, toWorkBody, WORK_RULES } from '../work-rules'
import { WorkVideoField } from './work-video-field'
import './work-form.scss'

export interface WorkFormProps {
  topics: Topic[]
  /** The creator activities open for works. */
  activities: CreatorActivitySummary[]
  /** The activity the page was opened for (activity-detail's 参与活动). */
  activityId?: number
}

/**
 * A new work: title, text, up to 9 pictures in the order chosen and/or a video, a topic, a link, the activity it
 * answers. Title and text pass spec §5's two checks first; a refusal names the flagged words and
 * keeps everything. What is typed is a draft until it is sent, so leaving the page loses nothing.
 */
export function WorkForm({ topics, activities, activityId }: WorkFormProps) {
  const form = useForm({ initial: EMPTY_WORK, rules: WORK_RULES, onInvalid: toastFirstError, draft: 'creator-work' })
  const { values: d, errors, set } = form
  useEffect(() => {
    if (activityId) set({ activityId })
  }, [activityId, set])

  const submit = () =>
    void form.submit(async (draft) => {
      await requireCleanContent(checkedText(draft))
      await submitWork(toWorkBody(draft))
      toast('已提交，等待审核', 'success')
      await goBackTo(draft.activityId ? paths.creatorActivity(draft.activityId) : paths.creatorCenter())
    })

  const topicOptions = [{ value: 0, label: '不选择话题' }, ...topics.map((t) => ({ value: t.id, label: `#${t.name}` }))]
  const activityOptions = [{ value: 0, label: '不参与活动' }, ...activities.map((a) => ({ value: a.id, label: a.title }))]
  return (
    <View className='creator-work-form'>
      <View className='creator-work-form__group'>
        <TextField className='creator-work-form__title' label='标题' required placeholder={`${WORK_LIMITS.title} 字以内`} value={d.title} maxlength={WORK_LIMITS.title} error={errors.title} onChange={(title) => set({ title })} />
        <TextareaField className='creator-work-form__text' label='正文' required placeholder='分享你的用车故事、旅行见闻或拍摄心得' value={d.text} maxlength={WORK_LIMITS.text} error={errors.text} onChange={(text) => set({ text })} />
        <ImageField className='creator-work-form__images' uploads={form.uploads} reorder label='图片' addLabel='添加图片' max={WORK_LIMITS.images} value={d.images} error={errors.images} onChange={(images) => set({ images })} />
        <WorkVideoField className='creator-work-form__video' value={d.video} onChange={(video) => set({ video })} />
      </View>
      <View className='creator-work-form__group'>
        <PickerField className='creator-work-form__topic' label='话题' placeholder='选择话题' options={topicOptions} value={d.topicId} onChange={(topicId) => set({ topicId })} />
        <PickerField className='creator-work-form__activity' label='参与活动' placeholder='选择创作活动' options={activityOptions} value={d.activityId} onChange={(id) => set({ activityId: id })} />
        <TextField className='creator-work-form__link' label='外部链接' placeholder='选填，https:// 开头' value={d.link} maxlength={500} error={errors.link} onChange={(link) => set({ link })} />
      </View>
      <SubmitBar form={form} onSubmit={submit} className='creator-work-form__submit'>
        提交审核
      </SubmitBar>
    </View>
  )
}
