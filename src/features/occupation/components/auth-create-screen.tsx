import { Text, View } from '@tarojs/components'
import { goBackTo } from '@/core/navigation'
import { paths } from '@/routes'
import { Screen, StateView } from '@/shared/screen'
import { formatDate } from '@/utils'
import { latestOf, occupationType, openOf } from '../auth-state'
import { useMyAuths, useOccupations } from '../hooks'
import { AuthForm } from './auth-form'
import './auth-create-screen.scss'

/**
 * 提交认证 ?type=: the form for one occupation; an open application of it shows where it stands
 * instead (one at a time); a refused or ended one fills the form with what was sent.
 */
export function AuthCreateScreen({ type }: { type: string | undefined }) {
  const kind = occupationType(type)
  const auths = useMyAuths(Boolean(kind))
  const occupations = useOccupations(Boolean(kind))
  const occupation = kind && occupations.data?.find((o) => o.type === kind)
  const unknown = !kind || (occupations.data && !occupation)
  const mine = auths.data
  const open = kind && mine ? openOf(mine, kind) : undefined
  const earlier = kind && mine ? latestOf(mine, kind) : undefined
  const toIndex = () => void goBackTo(paths.authInfo())
  return (
    <Screen login='登录后提交职业认证' missing={unknown && '未找到该认证类型'} load={[auths, occupations]}>
      {mine && occupation && (
        open ? (
          open.state === 'reviewing' ? (
            <StateView title={`${occupation.name}认证审核中`} text='我们会在 3 个工作日内完成审核，请耐心等待' retryText='查看我的认证' onRetry={toIndex} />
          ) : (
            <StateView title={`你已通过${occupation.name}认证`} text={`有效期至 ${formatDate(open.expiresAt)}，到期后可重新认证`} retryText='查看我的认证' onRetry={toIndex} />
          )
        ) : (
          <View className='occupation-create'>
            <View className='occupation-create__head'>
              <Text className='occupation-create__name'>{occupation.name}认证</Text>
              <Text className='occupation-create__hint'>请上传：{occupation.proofHint}</Text>
              {earlier?.state === 'rejected' && <Text className='occupation-create__reason'>上次未通过：{earlier.rejectReason ?? '资料不符合要求'}，已为你填入上次提交的信息</Text>}
              {earlier?.state === 'expired' && <Text className='occupation-create__reason'>上次认证已于 {formatDate(earlier.expiresAt)} 到期，已为你填入上次提交的信息</Text>}
            </View>
            <AuthForm occupation={occupation} earlier={earlier?.state === 'rejected' || earlier?.state === 'expired' ? earlier : undefined} />
          </View>
        )
      )}
    </Screen>
  )
}
