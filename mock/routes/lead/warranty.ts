// The lifetime warranty (issue 15 item 5): its terms, public, and the facts of my cars that decide
// it, from the same car and visit seed as the maintenance history. The verdict is the app's rule;
// the server gives the day to judge on, so a device with a wrong clock judges like the rest.
import { WarrantyCarsSchema, WarrantyTermsSchema, type WarrantyCar } from '../../../types/api/warranty'
import { chinaDay } from '../../core/time'
import { defineRoute } from '../../core/route'
import { CAR_SERVICE_CARS, MAINTENANCE_VISITS, type CarRow } from '../../seed/car-service'
import { WARRANTY_TERMS } from '../../seed/warranty'
import { me } from '../lookup'

function factsOf(car: CarRow): WarrantyCar {
  const routines = MAINTENANCE_VISITS.filter((v) => v.carId === car.id && v.type === 'routine')
    .slice()
    .sort((a, b) => a.date.localeCompare(b.date))
    .map(({ date, mileage }) => ({ date, mileage }))
  return {
    carId: car.id, plate: car.plate, model: car.model, purchaseDate: car.purchaseDate,
    firstOwner: car.firstOwner, firstRegisteredOn: car.firstRegisteredOn ?? null,
    mileage: car.mileage, plan: { intervalMonths: car.plan.intervalMonths, intervalKm: car.plan.intervalKm }, routines,
  }
}

export const warrantyRoutes = [
  defineRoute({
    area: 'lead', method: 'GET', path: '/web/car-service/warranty/terms', summary: '终身质保条款（范围、条件、除外）',
    auth: 'none', spec: false, response: WarrantyTermsSchema, sample: {},
    handler: () => WARRANTY_TERMS,
  }),
  defineRoute({
    area: 'lead', method: 'GET', path: '/web/car-service/warranty/cars', summary: '我的车辆的终身质保依据（车主、里程、常规保养）',
    auth: 'required', spec: false, response: WarrantyCarsSchema, sample: {},
    handler: ({ db, accountId, now }) => {
      const who = me(db, accountId).accountId
      return { today: chinaDay(now), cars: CAR_SERVICE_CARS.filter((c) => c.accountId === who).map(factsOf) }
    },
  }),
]
