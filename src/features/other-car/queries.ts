import { AREA, defineQuery } from '@/core/query'
import { getOtherBrands, getOtherCarActivities, getOtherCars } from './api'

// The reads of cars of other brands, each defined once. Adding or deleting a car marks them all
// (AREA.otherCar).

export const otherCarsQuery = defineQuery(() => [AREA.otherCar, 'cars'], getOtherCars)
export const otherBrandsQuery = defineQuery(() => [AREA.otherCar, 'brands'], getOtherBrands)
export const otherCarActivitiesQuery = defineQuery(() => [AREA.otherCar, 'activities'], getOtherCarActivities)
