import { Text, View } from '@tarojs/components'
import { Button } from '@/shared/button'
import { openPage } from '@/core/navigation'
import { useToken } from '@/core/session'
import { paths } from '@/routes'
import { LoginPrompt } from '@/shared/login-prompt'
import { PageShell } from '@/shared/page-shell'
import { ListState } from '@/shared/paged-list'
import { MAX_OTHER_CARS } from '../draft'
import { useOtherCars } from '../use-other-cars'
import { Activities } from './activities'
import { CarCard } from './car-card'
import './list-screen.scss'

const EMPTY_TEXT = '添加您的其他品牌车辆，参加置换与车主活动'

function AddButton({ disabled }: { disabled?: boolean }) {
  return (
    <Button className='oc-list__add' disabled={disabled} onClick={() => void openPage(paths.otherCarAdd())}>
      添加车辆
    </Button>
  )
}

function MyCars() {
  const cars = useOtherCars()
  const list = cars.data ?? []
  const full = list.length >= MAX_OTHER_CARS
  return (
    // A failed reload (back from adding) keeps the list shown; the request layer toasts why.
    <PageShell loading={cars.loading && !cars.data} error={!cars.data && cars.error} onRetry={() => void cars.reload()}>
      <View className='oc-section'>
        <View className='oc-section__head'>
          <View className='oc-section__title' role='heading' aria-level={2}>
            我的其他品牌车辆
          </View>
          <Text className='oc-section__count'>
            {list.length}/{MAX_OTHER_CARS}
          </Text>
        </View>
        {list.length === 0 ? (
          <ListState loading={false} error={null} empty emptyText={EMPTY_TEXT} onRetry={() => void cars.reload()} emptyAction={<AddButton />} />
        ) : (
          <>
            {list.map((car) => (
              <CarCard key={car.id} car={car} deleting={cars.deleting === car.id} onDelete={(c) => void cars.remove(c)} />
            ))}
            {full && <Text className='oc-list__full'>最多添加 {MAX_OTHER_CARS} 辆其他品牌车辆，请先删除不用的车辆</Text>}
            <AddButton disabled={full} />
          </>
        )}
      </View>
      <Activities />
    </PageShell>
  )
}

/** 其他品牌活动: my cars of other brands (add, delete) and the activities their owners can join. */
export function OtherCarScreen() {
  const token = useToken()
  if (token) return <MyCars />
  return (
    <PageShell>
      <LoginPrompt text='登录后添加其他品牌车辆，参加置换与车主活动' />
      <Activities />
    </PageShell>
  )
}
