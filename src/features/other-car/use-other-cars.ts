import { useState } from 'react'
import type { OtherCar } from '@api/other-car'
import { confirmDestructive } from '@/shared/confirm'
import { useLoad } from '@/shared/use-load'
import { toast } from '@/shared/toast'
import { deleteOtherCar, getOtherCars } from './api'
import { formatPlate } from './plate'

function confirmDelete(car: OtherCar): Promise<boolean> {
  return confirmDestructive({
    title: '删除车辆',
    content: `确定删除「${car.brandName} ${car.modelName} ${formatPlate(car.plate)}」吗？删除后将不能再用它参加置换与车主活动。`,
    confirmText: '删除',
  })
}

/** My cars of other brands; adding one invalidates them, so the list shows it when back. */
export function useOtherCars() {
  const cars = useLoad(['other-car', 'cars'], getOtherCars)
  const [deleting, setDeleting] = useState<number>()

  /** Asks first; a refused delete leaves the list as it was (the request layer toasts why). */
  const remove = async (car: OtherCar) => {
    if (deleting !== undefined || !(await confirmDelete(car))) return
    setDeleting(car.id)
    try {
      await deleteOtherCar(car.id)
      cars.setData((list) => list?.filter((c) => c.id !== car.id))
      toast('已删除', 'success')
    } catch {
      // Toasted by the request layer.
    } finally {
      setDeleting(undefined)
    }
  }

  return { ...cars, deleting, remove }
}
