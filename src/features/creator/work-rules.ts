import type { CreatorWork, DraftBody, WorkBody, WorkVideo } from '@api/posts'
import { filled, maxLength, on, type Rules } from '@/shared/form'
import { WORK_LIMITS } from './constants'

export interface WorkDraft {
  title: string
  text: string
  images: string[]
  /** The video chosen on videoTailor (uploaded, with its cover), or none. */
  video: WorkVideo | null
  /** 0: no topic. */
  topicId: number
  link: string
  /** 0: answers no activity. */
  activityId: number
}

export const EMPTY_WORK: WorkDraft = { title: '', text: '', images: [], video: null, topicId: 0, link: '', activityId: 0 }

/** One of my works (a draft, a rejected one) back in the form. */
export const fromWork = (w: CreatorWork): WorkDraft => ({
  title: w.title, text: w.text, images: w.images, video: w.video, topicId: w.topicId ?? 0, link: w.link ?? '', activityId: w.activityId ?? 0,
})

export function linkError(link: string): string | undefined {
  const text = link.trim()
  if (!text) return undefined
  return /^https:\/\/[^\s/]+\.[^\s]+$/i.test(text) ? undefined : '外部链接需以 https:// 开头'
}

export const WORK_RULES: Rules<WorkDraft> = {
  title: on('title', filled('请填写标题'), maxLength(WORK_LIMITS.title, `标题不能超过 ${WORK_LIMITS.title} 个字`)),
  text: on('text', filled('请填写正文'), maxLength(WORK_LIMITS.text, `正文不能超过 ${WORK_LIMITS.text} 个字`)),
  // A video may stand in for the pictures (the server answers 400 with neither).
  images: (d) => (d.images.length || d.video ? undefined : '请至少上传 1 张图片或 1 个视频'),
  link: on('link', linkError),
}

/** What the two-step check of spec §5 reads: the title and the text together. */
export const checkedText = (d: WorkDraft) => `${d.title.trim()}\n${d.text.trim()}`

/** Why a draft cannot be kept yet: it has nothing (the limits are the fields' own). */
export const emptyDraftError = (d: WorkDraft): string | undefined =>
  d.title.trim() || d.text.trim() || d.images.length || d.video ? undefined : '草稿没有内容，请至少填写标题或正文'

/** A draft as the server keeps it: what there is so far. */
export const toDraftBody = (d: WorkDraft): DraftBody => ({ ...toWorkBody(d) })

export function toWorkBody(d: WorkDraft): WorkBody {
  return {
    title: d.title.trim(),
    text: d.text.trim(),
    images: d.images,
    ...(d.video ? { video: d.video } : {}),
    ...(d.topicId ? { topicId: d.topicId } : {}),
    ...(d.link.trim() ? { link: d.link.trim() } : {}),
    ...(d.activityId ? { activityId: d.activityId } : {}),
  }
}
