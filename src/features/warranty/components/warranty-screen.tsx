import type { WarrantyRules } from '@api/warranty'
import { Text, View } from '@tarojs/components'
import { useToken } from '@/core/session'
import { LoginPrompt } from '@/shared/login-prompt'
import { Screen } from '@/shared/screen'
import { ListState } from '@/shared/paged-list'
import { useQuery } from '@/shared/use-load'
import { warrantyCarsQuery, warrantyTermsQuery } from '../queries'
import { CarVerdict } from './car-verdict'
import { TermsView } from './terms-view'
import './warranty-screen.scss'

function MyCars({ rules }: { rules: WarrantyRules }) {
  const cars = useQuery(warrantyCarsQuery, [])
  const d = cars.data
  const retry = () => void cars.reload()
  if (!d || cars.error) {
    return <ListState loading={cars.loading} error={cars.error} empty={false} emptyText='' onRetry={retry} />
  }
  if (!d.cars.length) return <ListState loading={false} error={null} empty emptyText='名下还没有车辆' onRetry={retry} />
  return (
    <>
      <Text className='warranty-mine__asof'>按截至 {d.today} 的车辆与保养记录判断</Text>
      {d.cars.map((car) => <CarVerdict key={car.carId} car={car} rules={rules} today={d.today} />)}
    </>
  )
}

/**
 * 终身质保说明: whether each of my cars has the lifetime warranty and why not, then the terms.
 * The terms are public; a guest sees them with a way to log in for the cars.
 */
export function WarrantyScreen() {
  const token = useToken()
  const terms = useQuery(warrantyTermsQuery, [])
  const t = terms.data
  return (
    <Screen load={terms}>
      {t && (
        <>
          <View className='warranty-mine'>
            <h2 className='warranty-mine__title'>我的车辆</h2>
            {token ? <MyCars rules={t.rules} /> : <LoginPrompt text='登录后查看你的车辆是否符合终身质保' />}
          </View>
          <TermsView terms={t} />
        </>
      )}
    </Screen>
  )
}
