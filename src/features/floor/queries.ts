import { AREA, defineQuery } from '@/core/query'
import { getFloorPage } from './api'

/** One configured page with its floors. */
export const floorPageQuery = defineQuery((id: number) => [AREA.floor, 'page', id], (id: number) => getFloorPage(id))
