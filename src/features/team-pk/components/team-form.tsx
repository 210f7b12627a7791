import { View } from '@tarojs/components'
import { openPage, redirectTo } from '@/core/navigation'
import { paths } from '@/routes'
import { requireCleanContent } from '@/shared/content-check'
import { DRAFTS, ImageField, TextField, toastFirstError, useForm } from '@/shared/form'
import { Screen, StateView } from '@/shared/screen'
import { SubmitBar } from '@/shared/submit-bar'
import { toast } from '@/shared/toast'
import { createTeam } from '../api'
import { TEAM_LIMITS } from '../constants'
import { seasonEnded, useSeason } from '../hooks'
import { EMPTY_TEAM, TEAM_RULES, toTeamBody, type TeamDraft } from '../team-rules'
import './team-form.scss'

/** What the spec §5 check reads: the name, and the slogan when there is one (both show in public). */
const checkedText = (d: TeamDraft) => [d.name.trim(), d.slogan.trim()].filter(Boolean).join('\n')

/**
 * The form: name, slogan, avatar; a flagged name is refused with the words named, and everything
 * kept, on the device too (the draft: a session that expires at the submit loses nothing). A
 * retry of the same team (its answer was lost) carries the same request id: one team is made.
 */
export function TeamForm() {
  const form = useForm({ initial: EMPTY_TEAM, rules: TEAM_RULES, onInvalid: toastFirstError, draft: DRAFTS.teamCreate })
  const { values: d, errors, set } = form
  const submit = () =>
    void form.submit(async (draft, requestId) => {
      await requireCleanContent(checkedText(draft))
      const team = await createTeam(toTeamBody(draft), requestId)
      toast('战队创建成功', 'success')
      // The form is done with: the new team takes its place in the history.
      await redirectTo(paths.team(team.id))
    })
  const { nameMin, nameMax, sloganMax } = TEAM_LIMITS
  return (
    <View className='team-form'>
      <View className='team-form__group'>
        <TextField className='team-form__name' label='战队名称' required placeholder={`${nameMin}-${nameMax} 个字`} value={d.name} maxlength={nameMax} error={errors.name} onChange={(name) => set({ name })} />
        <TextField className='team-form__slogan' label='战队口号' placeholder={`选填，${sloganMax} 字以内`} value={d.slogan} maxlength={sloganMax} error={errors.slogan} onChange={(slogan) => set({ slogan })} />
        <ImageField className='team-form__avatar' uploads={form.uploads} label='战队头像' required addLabel='上传头像' max={1} value={d.avatar} error={errors.avatar} onChange={(avatar) => set({ avatar })} />
      </View>
      <SubmitBar form={form} onSubmit={submit} className='team-form__submit' busyText='创建中…'>
        创建战队
      </SubmitBar>
    </View>
  )
}

/** 组建战队: one team per person per season; an ended season takes no new teams. */
export function FormTeamScreen() {
  const season = useSeason()
  const s = season.data
  let body = <TeamForm />
  if (seasonEnded(s)) body = <StateView title='赛季已结束' text='本赛季已结束，不能再组建战队' retryText='查看排行榜' onRetry={() => void openPage(paths.teamRanking())} />
  else if (s?.myTeamId) body = <StateView title='你已加入战队' text='本赛季每人只能加入一支战队' retryText='查看我的战队' onRetry={() => void openPage(paths.myTeam())} />
  return (
    <Screen login='登录后组建战队' load={season}>
      {s && body}
    </Screen>
  )
}
