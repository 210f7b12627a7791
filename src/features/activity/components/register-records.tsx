import { Text, View } from '@tarojs/components'
import type { RegisterRecord } from '@api/activity'
import { formatDate } from '@/utils'
import './activity.scss'

/** My registrations (first page of pageRegisterRecord). */
export function RegisterRecords({ records }: { records: RegisterRecord[] }) {
  return (
    <View className='register-records'>
      <Text className='register-records__title'>我的报名记录</Text>
      {records.length === 0 && <Text className='register-records__empty'>还没有报名过活动</Text>}
      {records.map((r) => (
        <View key={r.id} className='register-records__item'>
          <Text className='register-records__name'>{r.activityName}</Text>
          <Text className='register-records__sub'>
            {r.name} {r.mobile} · 同行 {r.companions} 人 · {formatDate(r.createdAt)}
          </Text>
        </View>
      ))}
    </View>
  )
}
