import type { ShipAddressSummary } from '@api/mall'
import type { Address, AddressInput, AddressUpdate } from '@api/user2'
import { afterWrite } from '@/core/query'
import { request } from '@/core/request'

export const listAddresses = () =>
  request<Address[]>({ domain: 'user2', path: '/api/v1/cuz/address/list', toast: false })

export const addAddress = (input: AddressInput) =>
  afterWrite(request<Address>({ domain: 'user2', method: 'POST', path: '/api/v1/cuz/address/add', data: input }), 'address')

export const updateAddress = (input: AddressUpdate) =>
  afterWrite(request<Address>({ domain: 'user2', method: 'POST', path: '/api/v1/cuz/address/update', data: input }), 'address')

export const setDefaultAddress = (id: number) =>
  afterWrite(request<Address>({ domain: 'user2', method: 'POST', path: '/api/v1/cuz/address/default', data: { id } }), 'address')

export const deleteAddress = (id: number) =>
  afterWrite(request<{ id: number }>({ domain: 'user2', method: 'DELETE', path: '/api/v1/cuz/address/delete', query: { id } }), 'address')

/** The default ship-to summary (mall domain, spec §7); null when the user has none. */
export const getDefaultShipAddress = () =>
  request<ShipAddressSummary | null>({ domain: 'mall', path: '/api/v1/app/address/ship/default', toast: false })
