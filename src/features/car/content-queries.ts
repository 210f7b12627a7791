import { defineQuery } from '@/core/query'
import { modelContentKey } from '@/entities/article'
import { getCarContent } from './api'

// A model's page (a subpackage's) reads apart from the car tab's (the main package's): the main
// package carries only what its pages read.

/** A model's content page, keyed by the article entity: an article stats write marks it. */
export const carContentQuery = defineQuery((vehicleTypeId: number) => modelContentKey(vehicleTypeId), (vehicleTypeId: number) => getCarContent(vehicleTypeId))
