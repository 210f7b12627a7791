import { useState } from 'react'
import Taro from '@tarojs/taro'
import type { EvaluationInput, EvaluationTemplate } from '@api/evaluation'
import { Text, View } from '@tarojs/components'
import { MESSAGES, TOAST_ERROR_DURATION } from '@/constants'
import { checkContent, refusalText, SPEC_CHECKS, type ContentChecks } from '@/shared/content-check'
import { FormField, ImageField, RatingField, TextareaField, toastFirstError, useForm } from '@/shared/form'
import { SubmitBar } from '@/shared/submit-bar'
import { isTold, told } from '@/shared/use-write'
import { PickChips } from './pick-chips'
import { COMMENT_MAX, emptyDraft, evaluationRules, hasLowScore, PHOTO_MAX, SCORE_WORDS, scoreField, toInput, type EvaluationDraft } from './rules'
import './index.scss'

export interface EvaluationFormProps {
  /** What the kind asks: the aspects to rate, the tags, the problems offered on a low score. */
  template: EvaluationTemplate
  /**
   * Sends the evaluation with the feature's own call, passing `requestId` on to it (a retry of
   * the same evaluation is answered with the first), and then thanks, navigates... A rejection
   * keeps every value for another try; the request layer has already said why.
   */
  onSubmit: (input: EvaluationInput, requestId: string) => Promise<unknown>
  /** Where what is typed is kept until it is sent: the caller's key of DRAFTS (`DRAFTS.evaluation(kind, id)`). */
  draft: string | undefined
  submitText?: string
  commentLabel?: string
  commentPlaceholder?: string
  /** Characters of the comment, default 500 (the most EvaluationInput takes). */
  commentMax?: number
  /** Pictures, default 6 (the most EvaluationInput takes). */
  photoMax?: number
  /** Offers the anonymous switch; default true. */
  showAnonymous?: boolean
  /** The two text checks of spec §5; default the spec's calls. */
  checks?: Pick<ContentChecks, 'greenCheck' | 'sensitiveCheck'>
}

/**
 * Stars per aspect, tags, what went wrong when a score is low (2 stars or fewer), a comment,
 * pictures and an anonymous switch. The comment passes the two checks of spec §5 before it is
 * sent (检测中... on the button meanwhile); a refusal names the flagged words and keeps the text.
 */
export function EvaluationForm({
  template, onSubmit, draft, submitText = '提交评价', commentLabel = '评价内容', commentPlaceholder = '说说你的感受，帮助我们做得更好',
  commentMax = COMMENT_MAX, photoMax = PHOTO_MAX, showAnonymous = true, checks = SPEC_CHECKS,
}: EvaluationFormProps) {
  const form = useForm<EvaluationDraft>({ initial: emptyDraft(), rules: evaluationRules(template, commentMax), onInvalid: toastFirstError, draft })
  const { values, errors, set } = form
  const [checking, setChecking] = useState(false)
  const [refusal, setRefusal] = useState('')
  const low = hasLowScore(values.scores) && template.problems.length > 0

  const send = () =>
    form.submit(async (sent, requestId) => {
      const input = toInput(sent, template)
      if (input.comment) {
        const outcome = await checkContent(input.comment, { ...checks, showChecking: () => setChecking(true), hideChecking: () => setChecking(false) })
        if (!outcome.pass) {
          const text = refusalText(outcome, '提交')
          setRefusal(text)
          void Taro.showToast({ title: text, icon: 'none', duration: TOAST_ERROR_DURATION }).catch(() => undefined)
          throw told(text)
        }
      }
      await onSubmit(input, requestId)
    })

  return (
    <View className='evaluation-form'>
      {template.aspects.map((aspect) => {
        const score = values.scores[aspect.key] ?? 0
        return (
          <RatingField
            key={aspect.key}
            className='evaluation-form__aspect'
            label={aspect.name}
            required
            value={score}
            error={errors[scoreField(aspect.key)]}
            extra={<Text className='evaluation-form__word'>{SCORE_WORDS[score] ?? ''}</Text>}
            onChange={(n) => set((v) => ({ scores: { ...v.scores, [aspect.key]: n } }))}
          />
        )
      })}
      {low && (
        <FormField className='evaluation-form__problems' label='遇到的问题' required stacked error={errors.problems}>
          <Text className='evaluation-form__hint'>评分较低，请告诉我们哪里没做好（可多选）</Text>
          <PickChips name='遇到的问题' options={template.problems} value={values.problems} onChange={(problems) => set({ problems })} />
        </FormField>
      )}
      {template.tags.length > 0 && (
        <FormField className='evaluation-form__tags' label='评价标签' stacked>
          <PickChips name='评价标签' options={template.tags} value={values.tags} onChange={(tags) => set({ tags })} />
        </FormField>
      )}
      <TextareaField
        className='evaluation-form__comment'
        label={commentLabel}
        value={values.comment}
        maxlength={commentMax}
        placeholder={commentPlaceholder}
        error={errors.comment ?? (refusal || undefined)}
        onChange={(comment) => {
          setRefusal('')
          set({ comment })
        }}
      />
      <ImageField uploads={form.uploads} className='evaluation-form__photos' label='上传图片' addLabel='添加图片' max={photoMax} value={values.photos} onChange={(photos) => set({ photos })} />
      {showAnonymous && (
        <FormField className='evaluation-form__anonymous' label='匿名评价'>
          <View
            className={`evaluation-form__switch${values.anonymous ? ' evaluation-form__switch--on' : ''}`}
            role='switch'
            aria-checked={values.anonymous}
            aria-label='匿名评价'
            onClick={() => set((v) => ({ anonymous: !v.anonymous }))}
          />
        </FormField>
      )}
      {/* A refusal is told beside the comment already; the bar tells every other failure. */}
      <SubmitBar
        form={{ submitting: form.submitting, failure: isTold(form.failure) ? undefined : form.failure }}
        onSubmit={() => void send()}
        busyText={checking ? MESSAGES.CHECKING : '提交中…'}
        className='evaluation-form__submit'
      >
        {submitText}
      </SubmitBar>
    </View>
  )
}
