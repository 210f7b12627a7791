import type { PartnerApplication } from '@api/user'
import { Text, View } from '@tarojs/components'
import { StatusTag } from '@/shared/status-tag'
import { formatDateTime } from '@/utils'
import { applicationState } from '../labels'
import './application-state.scss'

/** Where my application stands, and why a refusal was made. */
export function ApplicationState({ application }: { application: PartnerApplication }) {
  const [label, tone, text] = applicationState(application)
  return (
    <View className='partner-application' role='status'>
      <View className='partner-application__head'>
        <Text className='partner-application__title'>合伙人申请</Text>
        <StatusTag tone={tone}>{label}</StatusTag>
      </View>
      <Text className='partner-application__text'>{text}</Text>
      {application.state === 'rejected' && application.rejectReason && (
        <Text className='partner-application__reason'>未通过原因：{application.rejectReason}</Text>
      )}
      <Text className='partner-application__time'>
        提交于 {formatDateTime(application.submittedAt)}
        {application.reviewedAt && ` · 审核于 ${formatDateTime(application.reviewedAt)}`}
      </Text>
    </View>
  )
}
