import { useEffect } from 'react'
import type { CreatorActivitySummary, CreatorWorkDetail, Topic } from '@api/posts'
import { Text, View } from '@tarojs/components'
import { goBackTo } from '@/core/navigation'
import { paths } from '@/routes'
import { requireCleanContent } from '@/shared/content-check'
import { clearDraft, DRAFTS, ImageField, PickerField, TextareaField, TextField, toastFirstError, useForm } from '@/shared/form'
import { SubmitBar } from '@/shared/submit-bar'
import { toast } from '@/shared/toast'
import { useRequestId, useWrite } from '@/shared/use-write'
import { WORK_LIMITS } from '../constants'
import { resubmitWork, saveDraft, saveNewDraft, submitDraft, submitWork } from '../api'
import { checkedText, emptyDraftError, EMPTY_WORK, fromWork, toDraftBody, toWorkBody, WORK_RULES, type WorkDraft } from '../work-rules'
import { WorkHistory } from './work-history'
import { WorkVideoField } from './work-video-field'
import './work-form.scss'

export interface WorkFormProps {
  topics: Topic[]
  /** The creator activities open for works. */
  activities: CreatorActivitySummary[]
  /** The activity the page was opened for (activity-detail's 参与活动). */
  activityId?: number
  /** One of my works opened to edit: a draft, or a rejected work to send again as a new version. */
  work?: CreatorWorkDetail
}

/**
 * A work: title, text, up to 9 pictures in the order chosen and/or a video, a topic, a link, the
 * activity it answers. 提交审核 passes spec §5's two checks first (a refusal names the flagged
 * words and keeps everything); 存草稿 keeps it on the server, unreviewed and seen by nobody else.
 * A rejected work shows why at the top, and is sent again as a new version. What is typed is a
 * draft on the device until it is sent (one per work), so leaving the page loses nothing.
 */
export function WorkForm({ topics, activities, activityId, work }: WorkFormProps) {
  const form = useForm({ initial: work ? fromWork(work) : EMPTY_WORK, rules: WORK_RULES, onInvalid: toastFirstError, draft: DRAFTS.creatorWork(work?.id) })
  const { values: d, errors, set } = form
  const withId = useRequestId()
  useEffect(() => {
    if (activityId && !work) set({ activityId })
  }, [activityId, work, set])

  const leave = (draft: WorkDraft) => goBackTo(draft.activityId && !work ? paths.creatorActivity(draft.activityId) : paths.creatorCenter())

  const submit = () =>
    void form.submit(async (draft, requestId) => {
      await requireCleanContent(checkedText(draft))
      const body = toWorkBody(draft)
      if (work?.state === 'draft') await submitDraft(work.id, body, requestId)
      else if (work?.state === 'rejected') await resubmitWork(work.id, body, requestId)
      else await submitWork(body, requestId)
      toast('已提交，等待审核', 'success')
      await leave(draft)
    })

  // A draft keeps what there is: only an empty one is refused before it is sent. A retry of the
  // same values (the answer was lost) sends the same request id: one draft, not two.
  const keep = useWrite(
    (draft: WorkDraft) =>
      withId(draft, (requestId) => (work ? saveDraft(work.id, toDraftBody(draft), requestId) : saveNewDraft(toDraftBody(draft), requestId))),
    {
      done: '已存草稿',
      onDone: (_saved, draft) => {
        // The server has it now: what this device kept of it goes (the form's values with it).
        form.reset()
        clearDraft(DRAFTS.creatorWork(work?.id))
        return leave(draft)
      },
    },
  )
  const saveAsDraft = () => {
    const empty = emptyDraftError(d)
    if (empty) toast(empty)
    else void keep.run(d)
  }

  const topicOptions = [{ value: 0, label: '不选择话题' }, ...topics.map((t) => ({ value: t.id, label: `#${t.name}` }))]
  const activityOptions = [{ value: 0, label: '不参与活动' }, ...activities.map((a) => ({ value: a.id, label: a.title }))]
  const rejected = work?.state === 'rejected'
  return (
    <View className='creator-work-form'>
      {rejected && (
        <View className='creator-work-form__rejected' role='note'>
          <Text className='creator-work-form__reason'>{`未通过原因：${work.rejectReason ?? '未说明'}`}</Text>
          <Text className='creator-work-form__version'>{`这是第 ${work.version} 版。修改后提交为第 ${work.version + 1} 版，本版保留在历史版本中。`}</Text>
        </View>
      )}
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
      {work && work.history.length > 0 && <WorkHistory versions={work.history} />}
      <SubmitBar
        form={form}
        onSubmit={submit}
        className='creator-work-form__submit'
        // A rejected work is sent again as it is edited; only a new work or a draft is kept as a draft.
        secondary={rejected ? undefined : { label: '存草稿', onClick: saveAsDraft, busy: keep.busy }}
      >
        提交审核
      </SubmitBar>
    </View>
  )
}
