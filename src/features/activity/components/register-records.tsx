import { Text, View } from '@tarojs/components'
import type { RegisterRecord } from '@api/activity'
import { formatDate } from '@/utils'
import './activity.scss'

/** My registrations (first page of pageRegisterRecord). */
export function RegisterRecords({ records }: { records: RegisterRecord[] }) {
  return (
    <View className='activity-records'>
      <Text className='activity-records__title'>我的报名记录</Text>
      {records.length === 0 && <Text className='activity-records__empty'>还没有报名过活动</Text>}
      {records.map((r) => (
        <View key={r.id} className='activity-records__item'>
          <Text className='activity-records__name'>{r.activityName}</Text>
          <Text className='activity-records__sub'>
            {r.name} {r.mobile} · 同行 {r.companions} 人 · {formatDate(r.createdAt)}
          </Text>
        </View>
      ))}
    </View>
  )
}
