import type { DistrictQuery, Region, RegionNode } from '@api/user2'
import { request } from '@/core/request'

// The region calls of spec §7 (user2 domain), public: the picker works before login too.

/** Regions by code, by parent, by level or by keyword; with nothing, the provinces. */
export const getDistricts = (query: DistrictQuery = {}) =>
  request<Region[]>({ domain: 'user2', path: '/api/v1/cuz/district', query: { ...query }, auth: false, toast: false })

export const getRegionTree = () =>
  request<RegionNode[]>({ domain: 'user2', path: '/api/v1/cuz/cn-org-tree', auth: false, toast: false })
