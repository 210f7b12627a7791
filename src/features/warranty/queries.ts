import { AREA, defineQuery } from '@/core/query'
import { getWarrantyCars, getWarrantyTerms } from './api'

// The warranty reads, each defined once.

export const warrantyTermsQuery = defineQuery(() => [AREA.warranty, 'terms'], getWarrantyTerms)
export const warrantyCarsQuery = defineQuery(() => [AREA.warranty, 'cars'], getWarrantyCars)
