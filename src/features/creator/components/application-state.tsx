import type { CreatorApplication } from '@api/posts'
import { Text, View } from '@tarojs/components'
import { StatusTag, type StatusTone } from '@/shared/status-tag'
import { formatCount, formatDateTime } from '@/utils'
import './application-state.scss'
import { CREATOR_PLATFORMS } from '../constants'

const STATE: Record<CreatorApplication['state'], [label: string, tone: StatusTone, text: string]> = {
  reviewing: ['审核中', 'warning', '我们会在 3 个工作日内完成审核，结果将通过消息通知你'],
  approved: ['已通过', 'success', '恭喜你成为创作者'],
  rejected: ['未通过', 'danger', '修改绑定信息后可重新提交申请'],
}

/** Where my application stands, what it bound, and why a refusal was made. */
export function ApplicationState({ application }: { application: CreatorApplication }) {
  const [label, tone, text] = STATE[application.state]
  return (
    <View className='creator-application' role='status'>
      <View className='creator-application__head'>
        <Text className='creator-application__title'>创作者申请</Text>
        <StatusTag tone={tone}>{label}</StatusTag>
      </View>
      <Text className='creator-application__text'>{text}</Text>
      {application.state === 'rejected' && application.rejectReason && (
        <Text className='creator-application__reason'>未通过原因：{application.rejectReason}</Text>
      )}
      <Text className='creator-application__time'>
        提交于 {formatDateTime(application.submittedAt)}
        {application.reviewedAt && ` · 审核于 ${formatDateTime(application.reviewedAt)}`}
      </Text>
      {application.accounts.map((a) => (
        <Text key={`${a.platform}-${a.accountName}`} className='creator-application__account'>
          {CREATOR_PLATFORMS[a.platform]} · {a.accountName} · 粉丝 {formatCount(a.followers)}
        </Text>
      ))}
    </View>
  )
}
