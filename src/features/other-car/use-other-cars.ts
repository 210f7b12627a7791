import type { OtherCar } from '@api/other-car'
import { confirmDestructive } from '@/shared/confirm'
import { useQuery } from '@/shared/use-load'
import { useWrite } from '@/shared/use-write'
import { deleteOtherCar } from './api'
import { formatPlate } from './plate'
import { otherCarsQuery } from './queries'

function confirmDelete(car: OtherCar): Promise<boolean> {
  return confirmDestructive({
    title: '删除车辆',
    content: `确定删除「${car.brandName} ${car.modelName} ${formatPlate(car.plate)}」吗？删除后将不能再用它参加置换与车主活动。`,
    confirmText: '删除',
  })
}

/** My cars of other brands; adding one invalidates them, so the list shows it when back. */
export function useOtherCars() {
  const cars = useQuery(otherCarsQuery, [])
  const deleting = useWrite(deleteOtherCar, {
    done: '已删除',
    onDone: (_answer, id) => cars.setData((list) => list?.filter((c) => c.id !== id)),
  })

  /** Asks first; a refused delete leaves the list as it was (the request layer toasts why). */
  const remove = async (car: OtherCar) => {
    if (deleting.busy || !(await confirmDelete(car))) return
    await deleting.run(car.id)
  }

  return { ...cars, deleting: deleting.pending?.[0], remove }
}
