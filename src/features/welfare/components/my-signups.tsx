import type { WelfareSignup } from '@api/user'
import { Text, View } from '@tarojs/components'
import { openPage } from '@/core/navigation'
import { paths } from '@/routes'
import { Button } from '@/shared/button'
import { confirmDestructive } from '@/shared/confirm'
import { InfoRow } from '@/shared/info-row'
import { Panel } from '@/shared/panel'
import { StatusTag } from '@/shared/status-tag'
import { useWrite } from '@/shared/use-write'
import { cancelSignup } from '../api'
import { useMySignups } from '../hooks'
import { deadlineText, signupState, slotText } from '../labels'
import { cancelRefusal } from '../signup-rules'
import './signup.scss'

function SignupItem({ s, now, cancelling, onCancel }: { s: WelfareSignup; now: number; cancelling: boolean; onCancel?: () => void }) {
  const [label, tone] = signupState(s, now)
  return (
    <View role='listitem' className='welfare-signups__item'>
      <View className='welfare-signups__head'>
        <Text className='welfare-signups__title'>{s.projectTitle}</Text>
        <StatusTag tone={tone}>{label}</StatusTag>
      </View>
      <InfoRow label='报名时段'>{slotText(s.slot)}</InfoRow>
      <InfoRow label='地点'>{s.place}</InfoRow>
      <InfoRow label='联系电话'>{s.mobile}</InfoRow>
      {s.state === 'completed' && <InfoRow label='志愿时长'>{`${s.hours ?? 0} 小时`}</InfoRow>}
      {s.state === 'signed' && <InfoRow label='取消截止'>{deadlineText(s.signupDeadline)}</InfoRow>}
      <View className='welfare-signups__actions'>
        <Button className='welfare-signups__open' variant='secondary' size='s' onClick={() => void openPage(paths.welfareShare(s.projectId))}>
          项目详情
        </Button>
        {onCancel && (
          <Button className='welfare-signups__cancel' variant='secondary' size='s' loading={cancelling} onClick={onCancel}>
            取消报名
          </Button>
        )}
      </View>
    </View>
  )
}

/** 我的报名: each sign-up with its state; a signed one may be cancelled before the deadline. */
export function MySignups() {
  const signups = useMySignups()
  const cancel = useWrite(cancelSignup, { done: '已取消报名' })
  const cancellingId = cancel.pending?.[0]
  const ask = async (s: WelfareSignup) => {
    if (cancel.busy) return
    const yes = await confirmDestructive({ title: '取消报名', content: `确定取消「${s.projectTitle}」${slotText(s.slot)} 的报名？名额将释放给其他车友。`, confirmText: '取消报名', cancelText: '再想想' })
    if (yes) await cancel.run(s.id)
  }
  const list = signups.data ?? []
  const now = Date.now()
  return (
    <Panel className='welfare-signups' title='我的报名' extra={list.length ? <Text>{`${list.length} 条`}</Text> : undefined}>
      {signups.data && list.length === 0 && (
        <View className='welfare-signups__empty'>
          <Text>还没有报名公益项目</Text>
          <Button className='welfare-signups__browse' variant='secondary' size='s' onClick={() => void openPage(paths.welfareSociety())}>
            看看招募中的项目
          </Button>
        </View>
      )}
      {signups.error !== undefined && !signups.data && <Text className='welfare-signups__empty'>报名记录加载失败，请稍后重试</Text>}
      <View role='list'>
        {list.map((s) => (
          <SignupItem
            key={s.id}
            s={s}
            now={now}
            cancelling={cancellingId === s.id}
            onCancel={s.state === 'signed' && !cancelRefusal(s, now) ? () => void ask(s) : undefined}
          />
        ))}
      </View>
    </Panel>
  )
}
