import { Text } from '@tarojs/components'
import { Button } from '@/shared/button'
import { openPage } from '@/core/navigation'
import { useToken } from '@/core/session'
import { paths } from '@/routes'
import { LoginPrompt } from '@/shared/login-prompt'
import { Screen } from '@/shared/screen'
import { ListState } from '@/shared/paged-list'
import { Panel } from '@/shared/panel'
import { MAX_OTHER_CARS } from '../draft'
import { useOtherCars } from '../use-other-cars'
import { Activities } from './activities'
import { CarCard } from './car-card'
import './list-screen.scss'

const EMPTY_TEXT = '添加您的其他品牌车辆，参加置换与车主活动'

function AddButton({ disabled }: { disabled?: boolean }) {
  return (
    <Button className='oc-list__add' variant='primary' disabled={disabled} onClick={() => void openPage(paths.otherCarAdd())}>
      添加车辆
    </Button>
  )
}

function MyCars() {
  const cars = useOtherCars()
  const list = cars.data ?? []
  const full = list.length >= MAX_OTHER_CARS
  return (
    <Screen load={cars}>
      <Panel
        title='我的其他品牌车辆'
        extra={
          <Text className='oc-section__count'>
            {list.length}/{MAX_OTHER_CARS}
          </Text>
        }
      >
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
      </Panel>
      <Activities />
    </Screen>
  )
}

/** 其他品牌活动: my cars of other brands (add, delete) and the activities their owners can join. */
export function OtherCarScreen() {
  const token = useToken()
  if (token) return <MyCars />
  return (
    <Screen>
      <LoginPrompt text='登录后添加其他品牌车辆，参加置换与车主活动' />
      <Activities />
    </Screen>
  )
}
