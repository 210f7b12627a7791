import { useState } from 'react'
import type { OwnedCar } from '@api/car-service'
import { useToken } from '@/core/session'
import { Screen } from '@/shared/screen'
import { ListState, PagedListView, usePagedQuery } from '@/shared/paged-list'
import { useQuery } from '@/shared/use-load'
import { maintenanceCarsQuery, maintenanceRecordsList } from '../queries'
import { CarChips } from './car-chips'
import { NextMaintenanceCard } from './next-maintenance-card'
import { RecordItem } from './record-item'

function CarRecords({ car }: { car: OwnedCar }) {
  // The car id is the list's key: switching cars starts over from page 1.
  const list = usePagedQuery(maintenanceRecordsList, [car.id], { reachBottom: true })
  return (
    <>
      <NextMaintenanceCard car={car} />
      <PagedListView list={list} emptyText='这辆车还没有保养记录' renderItem={(r) => <RecordItem key={r.id} record={r} />} />
    </>
  )
}

function History() {
  const cars = useQuery(maintenanceCarsQuery, [])
  const [chosen, setChosen] = useState<number>()
  const list = cars.data ?? []
  const car = list.find((c) => c.id === chosen) ?? list[0]
  return (
    <Screen load={cars}>
      {cars.data && !car && <ListState loading={false} error={null} empty emptyText='名下还没有车辆' onRetry={() => void cars.reload()} />}
      {car && <CarChips cars={list} value={car.id} onChange={setChosen} />}
      {car && <CarRecords car={car} />}
    </Screen>
  )
}

/** My cars' maintenance history: pick a car, see when it is next due and its visits, newest first. */
export function MaintenanceHistoryScreen() {
  const token = useToken()
  return token ? <History /> : <Screen login='登录后查看保养记录' />
}
