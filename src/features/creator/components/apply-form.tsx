import { useState } from 'react'
import type { CreatorApplication, CreatorHome } from '@api/posts'
import { Text, View } from '@tarojs/components'
import { ChipsField, ConsentField, ImageField, TextField, toastFirstError, useForm, type Form } from '@/shared/form'
import { SubmitBar } from '@/shared/submit-bar'
import { useSubscribe } from '@/shared/subscribe'
import { toast } from '@/shared/toast'
import { applyCreator } from '../api'
import { accountField, APPLY_RULES, draftFrom, emptyAccount, MAX_ACCOUNTS, PLATFORM_OPTIONS, toApplication, type AccountDraft, type ApplyDraft } from '../apply-rules'
import './apply-form.scss'

interface AccountProps {
  form: Form<ApplyDraft>
  index: number
}

function AccountFields({ form, index }: AccountProps) {
  const account = form.values.accounts[index]
  const field = (part: Parameters<typeof accountField>[1]) => form.errors[accountField(index, part)]
  const set = (patch: Partial<AccountDraft>) => form.set((v) => ({ accounts: v.accounts.map((a, i) => (i === index ? { ...a, ...patch } : a)) }))
  const remove = () => form.set((v) => ({ accounts: v.accounts.filter((_, i) => i !== index) }))
  return (
    <View className='creator-apply__account'>
      <View className='creator-apply__account-head'>
        <Text className='creator-apply__account-title'>创作账号 {index + 1}</Text>
        {form.values.accounts.length > 1 && (
          <View className='creator-apply__remove' role='button' onClick={remove}>
            删除
          </View>
        )}
      </View>
      <ChipsField className='creator-apply__platform' label='平台' required options={PLATFORM_OPTIONS} value={account.platform ?? null} error={field('platform')} onChange={(platform) => set({ platform: platform as AccountDraft['platform'] })} />
      <TextField className='creator-apply__name' label='账号' required placeholder='账号名称或主页链接' value={account.accountName} maxlength={200} error={field('name')} onChange={(accountName) => set({ accountName })} />
      <TextField className='creator-apply__followers' label='粉丝数' required type='number' placeholder='当前粉丝数' value={account.followers} maxlength={9} error={field('followers')} onChange={(followers) => set({ followers })} />
      <ImageField className='creator-apply__shot' uploads={form.uploads} label='主页截图' required addLabel='上传截图' max={1} value={account.screenshot} error={field('shot')} onChange={(screenshot) => set({ screenshot })} />
    </View>
  )
}

function Agreement({ clauses }: { clauses: string[] }) {
  const [open, setOpen] = useState(false)
  return (
    <View className='creator-apply__agreement'>
      <View className='creator-apply__agreement-toggle' role='button' aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? '收起《创作者协议》' : '阅读《创作者协议》全文'}
      </View>
      {open && clauses.map((c, i) => <Text key={i} className='creator-apply__clause'>{`${i + 1}. ${c}`}</Text>)}
    </View>
  )
}

export interface ApplyFormProps {
  home: CreatorHome
  /** The application the server answered, shown at once (the home reads again in the background). */
  onApplied: (application: CreatorApplication) => void
}

/** Bind one to three external accounts and agree to the creator agreement; a rejection comes back filled in. */
export function ApplyForm({ home, onApplied }: ApplyFormProps) {
  const form = useForm({ initial: draftFrom(home.application), rules: APPLY_RULES, onInvalid: toastFirstError, draft: 'creator-apply' })
  const { values } = form
  // The submit's tap asks WeChat for the review's result message (the mini-program only).
  const subscribe = useSubscribe('application')
  const submit = () =>
    void form.submit(async (v) => {
      const application = await subscribe(applyCreator(toApplication(v)), (a) => `creator-${a.id}`)
      toast('申请已提交', 'success')
      onApplied(application)
    })
  return (
    <View className='creator-apply'>
      {values.accounts.map((_, i) => (
        <AccountFields key={i} form={form} index={i} />
      ))}
      {values.accounts.length < MAX_ACCOUNTS && (
        <View className='creator-apply__add' role='button' onClick={() => form.set((v) => ({ accounts: [...v.accounts, emptyAccount()] }))}>
          + 再绑定一个账号
        </View>
      )}
      <View className='creator-apply__consent'>
        <ConsentField agreement='《创作者协议》' checked={values.consent} error={form.errors.consent} onChange={(consent) => form.set({ consent })} />
        <Agreement clauses={home.agreement} />
      </View>
      <SubmitBar form={form} onSubmit={submit} className='creator-apply__submit'>
        提交申请
      </SubmitBar>
    </View>
  )
}
