import { Text, View } from '@tarojs/components'
import { Button } from '@/shared/button'
import type { TestDrive } from '@api/lead'
import './success-view.scss'

/** After a booking: what was booked and where to go next. */
export function SuccessView({ booking, onHome, onAgain }: { booking: TestDrive; onHome: () => void; onAgain: () => void }) {
  return (
    <View className='td-success' role='status'>
      <View className='td-success__mark' aria-hidden>
        ✓
      </View>
      <Text className='td-success__title'>预约成功</Text>
      <Text className='td-success__text'>门店顾问会尽快与您电话确认，请保持手机畅通。</Text>
      <View className='td-success__card'>
        <Text>预约单号：{booking.id}</Text>
        <Text>试驾车型：{booking.vehicleTypeName}</Text>
        <Text>试驾门店：{booking.dealerName}</Text>
        <Text>
          试驾时间：{booking.expectDate} {booking.remark.split('；')[0].replace('期望时段 ', '')}
        </Text>
        <Text>
          联系人：{booking.name} {booking.mobile}
        </Text>
      </View>
      <Button className='td-success__btn td-success__btn--primary' variant='primary' onClick={onHome}>
        返回首页
      </Button>
      <Button className='td-success__btn' variant='secondary' onClick={onAgain}>
        再约一辆
      </Button>
    </View>
  )
}
