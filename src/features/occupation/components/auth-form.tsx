import { useState } from 'react'
import type { Occupation, OccupationAuth } from '@api/user'
import { Text, View } from '@tarojs/components'
import { goBackTo } from '@/core/navigation'
import { paths } from '@/routes'
import { ConsentField, DRAFTS, ImageField, TextField, toastFirstError, useForm, RealNameField, SENSITIVE } from '@/shared/form'
import { SubmitBar } from '@/shared/submit-bar'
import { toast } from '@/shared/toast'
import { submitAuth } from '../api'
import { AUTH_RULES, draftFrom, ID_LENGTH, PROOFS_MAX, toBody } from '../auth-form-rules'
import { RulesSheet } from './rules-sheet'
import './auth-form.scss'

export interface AuthFormProps {
  occupation: Occupation
  /** My last authentication of this occupation when it was refused or ended: the form starts from it. */
  earlier: OccupationAuth | undefined
}

/**
 * Real name, ID number, work unit, proofs and consent. The draft keeps everything but the ID
 * number, which goes out once in the POST body and is never logged, stored or put in a link.
 */
export function AuthForm({ occupation, earlier }: AuthFormProps) {
  const form = useForm({ initial: draftFrom(earlier), rules: AUTH_RULES, onInvalid: toastFirstError, draft: DRAFTS.occupationAuth(occupation.type), sensitive: SENSITIVE.occupationAuth })
  const { values: d, errors, set } = form
  const [rulesOpen, setRulesOpen] = useState(false)
  // Filled from before (the last authentication or a draft), all but the ID number, which the
  // server never answers and the draft never keeps.
  const retype = Boolean(earlier) || form.restored

  const submit = () =>
    void form.submit(async (values, requestId) => {
      await submitAuth(toBody(occupation.type, values), requestId)
      toast('已提交，等待审核', 'success')
      await goBackTo(paths.authInfo())
    })

  return (
    <View className='occupation-form'>
      <View className='occupation-form__group'>
        <RealNameField className='occupation-form__name' required placeholder='与身份证一致' value={d.realName} error={errors.realName} onChange={(realName) => set({ realName })} />
        <TextField className='occupation-form__id' label='身份证号' required placeholder='18 位身份证号' value={d.idNumber} maxlength={ID_LENGTH} error={errors.idNumber} onChange={(idNumber) => set({ idNumber })} />
        {retype && <Text className='occupation-form__id-hint'>为保护你的信息，身份证号不会保存，请重新填写</Text>}
        <TextField className='occupation-form__unit' label='工作单位' required placeholder='单位全称' value={d.workUnit} maxlength={50} error={errors.workUnit} onChange={(workUnit) => set({ workUnit })} />
      </View>
      <View className='occupation-form__group'>
        <ImageField className='occupation-form__proofs' uploads={form.uploads} label='证明材料' required addLabel='上传照片' max={PROOFS_MAX} value={d.proofs} error={errors.proofs} onChange={(proofs) => set({ proofs })} />
        <Text className='occupation-form__proof-hint'>{occupation.proofHint}（1～{PROOFS_MAX} 张）</Text>
      </View>
      <View className='occupation-form__group'>
        <ConsentField agreement='《个人敏感信息处理规则》' checked={d.consent} error={errors.consent} onChange={(consent) => set({ consent })} />
        <View className='occupation-form__rules-link' role='button' onClick={() => setRulesOpen(true)}>
          阅读《个人敏感信息处理规则》全文
        </View>
        <Text className='occupation-form__note'>身份证号仅用于核验身份，提交后只以脱敏形式显示</Text>
      </View>
      <SubmitBar form={form} onSubmit={submit} className='occupation-form__submit'>
        提交认证
      </SubmitBar>
      <RulesSheet visible={rulesOpen} onClose={() => setRulesOpen(false)} />
    </View>
  )
}
