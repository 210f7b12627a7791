// Saved addresses' screens: the list, the form, the chooser and the ship-to bar. Plain re-exports
// only; the calls and the reads are the address entity's (@/entities/address).
export { AddressCard, type AddressCardProps } from './components/address-card'
export { AddressChooser, type AddressChooserProps } from './components/address-chooser'
export { AddressForm, type AddressFormProps } from './components/address-form'
export { ShipToBar } from './components/ship-to-bar'
export { MAX_ADDRESSES, useAddressBook } from './hooks/use-address-book'
export { useSavedAddress } from './hooks/use-saved-address'
export { EMPTY_DRAFT, type AddressDraft } from './validate'
