import type { ShipAddressSummary } from '@api/mall'
import type { Address, AddressInput, AddressUpdate, DistrictQuery, Region, RegionNode } from '@api/user2'
import { request } from '@/core/request'

export const listAddresses = () =>
  request<Address[]>({ domain: 'user2', path: '/api/v1/cuz/address/list', toast: false })

export const addAddress = (input: AddressInput) =>
  request<Address>({ domain: 'user2', method: 'POST', path: '/api/v1/cuz/address/add', data: input })

export const updateAddress = (input: AddressUpdate) =>
  request<Address>({ domain: 'user2', method: 'POST', path: '/api/v1/cuz/address/update', data: input })

export const setDefaultAddress = (id: number) =>
  request<Address>({ domain: 'user2', method: 'POST', path: '/api/v1/cuz/address/default', data: { id } })

export const deleteAddress = (id: number) =>
  request<{ id: number }>({ domain: 'user2', method: 'DELETE', path: '/api/v1/cuz/address/delete', query: { id } })

/** Regions by code, by parent, by level or by keyword; with nothing, the provinces. */
export const getDistricts = (query: DistrictQuery = {}) =>
  request<Region[]>({ domain: 'user2', path: '/api/v1/cuz/district', query: { ...query }, auth: false, toast: false })

export const getRegionTree = () =>
  request<RegionNode[]>({ domain: 'user2', path: '/api/v1/cuz/cn-org-tree', auth: false, toast: false })

/** The default ship-to summary (mall domain, spec §7); null when the user has none. */
export const getDefaultShipAddress = () =>
  request<ShipAddressSummary | null>({ domain: 'mall', path: '/api/v1/app/address/ship/default', toast: false })
