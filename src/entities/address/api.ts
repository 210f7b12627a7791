import type { ShipAddressSummary } from '@api/mall'
import type { Address, AddressInput, AddressUpdate } from '@api/user2'
import { AREA, afterWrite } from '@/core/query'
import { request } from '@/core/request'

// My saved addresses (user2 domain) and the mall's default ship-to summary of them. Every write
// marks the whole area: the lists, the choosers and the ship-to bar read again.

export const listAddresses = () =>
  request<Address[]>({ domain: 'user2', path: '/api/v1/cuz/address/list', toast: false })

/** `requestId`: a retry of the same new address is answered with the first, not saved twice. */
export const addAddress = (input: AddressInput, requestId?: string) =>
  afterWrite(request<Address>({ domain: 'user2', method: 'POST', path: '/api/v1/cuz/address/add', data: input, requestId }), AREA.address)

export const updateAddress = (input: AddressUpdate) =>
  afterWrite(request<Address>({ domain: 'user2', method: 'POST', path: '/api/v1/cuz/address/update', data: input }), AREA.address)

export const setDefaultAddress = (id: number) =>
  afterWrite(request<Address>({ domain: 'user2', method: 'POST', path: '/api/v1/cuz/address/default', data: { id } }), AREA.address)

export const deleteAddress = (id: number) =>
  afterWrite(request<{ id: number }>({ domain: 'user2', method: 'DELETE', path: '/api/v1/cuz/address/delete', query: { id } }), AREA.address)

/** The default ship-to summary (mall domain, spec §7); null when the user has none. */
export const getDefaultShipAddress = () =>
  request<ShipAddressSummary | null>({ domain: 'mall', path: '/api/v1/app/address/ship/default', toast: false })
