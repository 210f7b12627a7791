import type { OccupationAuth } from '@api/user'
import { Text, View } from '@tarojs/components'
import { openPage } from '@/core/navigation'
import { paths } from '@/routes'
import { Button } from '@/shared/button'
import { Img } from '@/shared/img'
import { StatusTag } from '@/shared/status-tag'
import { formatDate, formatDateTime, maskName } from '@/utils'
import { STATE_LABEL } from '../auth-state'
import './auth-card.scss'

export interface AuthCardProps {
  auth: OccupationAuth
  /** No open application of this type: a refused or ended one may be sent again. */
  renewable: boolean
}

/** One of my authentications: where it stands, and who it names (masked: the ID is never shown whole). */
export function AuthCard({ auth, renewable }: AuthCardProps) {
  const [label, tone] = STATE_LABEL[auth.state]
  const again = (text: string) =>
    renewable && (
      <Button className='occupation-auth__again' variant='secondary' size='m' onClick={() => void openPage(paths.authCreate(auth.type))}>
        {text}
      </Button>
    )
  return (
    <View className='occupation-auth'>
      <View className='occupation-auth__head'>
        <Text className='occupation-auth__name'>{auth.typeName}</Text>
        <StatusTag tone={tone}>{label}</StatusTag>
      </View>
      <Text className='occupation-auth__who'>
        {maskName(auth.realName)} · {auth.idNumberMasked}
      </Text>
      <Text className='occupation-auth__time'>提交于 {formatDateTime(auth.submittedAt)}</Text>
      {auth.state === 'reviewing' && <Text className='occupation-auth__text'>我们会在 3 个工作日内完成审核</Text>}
      {auth.state === 'approved' && (
        <View className='occupation-auth__badge-row'>
          {auth.badge && <Img className='occupation-auth__badge' src={auth.badge} alt={`${auth.typeName}认证徽章`} mode='aspectFit' />}
          <Text className='occupation-auth__expiry'>有效期至 {formatDate(auth.expiresAt)}</Text>
        </View>
      )}
      {auth.state === 'rejected' && (
        <>
          <Text className='occupation-auth__reason'>未通过原因：{auth.rejectReason ?? '资料不符合要求'}</Text>
          {again('重新提交')}
        </>
      )}
      {auth.state === 'expired' && (
        <>
          <Text className='occupation-auth__text'>认证已于 {formatDate(auth.expiresAt)} 到期</Text>
          {again('重新认证')}
        </>
      )}
    </View>
  )
}
