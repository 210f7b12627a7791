import { AREA, defineQuery } from '@/core/query'
import { useQuery } from '@/shared/use-load'
import { getDefaultShipAddress, listAddresses } from './api'

// My saved addresses: the calls and the reads the address screens, the mall's order and cart,
// the lottery's prize and the creator's gift share. The screens themselves (the list, the form,
// the chooser, the ship-to bar) are the address feature's.

export { addAddress, deleteAddress, getDefaultShipAddress, listAddresses, setDefaultAddress, updateAddress } from './api'

export const addressListQuery = defineQuery(() => [AREA.address, 'list'], () => listAddresses())

/** The mall's ship-to summary of the default address (null: none saved). */
export const defaultShipAddressQuery = defineQuery(() => [AREA.address, 'default'], () => getDefaultShipAddress())

/** My saved addresses; `enabled` false waits. An address write marks them, so every screen showing them reads again. */
export const useAddressList = (enabled = true) => useQuery(addressListQuery, enabled && [])

export const useDefaultShipAddress = (enabled = true) => useQuery(defaultShipAddressQuery, enabled && [])
