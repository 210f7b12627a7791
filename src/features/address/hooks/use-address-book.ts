import type { Address } from '@api/user2'
import { deleteAddress, setDefaultAddress, useAddressList } from '@/entities/address'
import { confirmDestructive } from '@/shared/confirm'
import { useWrite } from '@/shared/use-write'

/** The server keeps at most this many addresses per user. */
export const MAX_ADDRESSES = 20

/**
 * The address list screen: my saved addresses, made default or deleted one change at a time. A
 * write marks the addresses, so the list (and the mall's ship-to bar) read them again; a failed
 * one leaves the list as the server last sent it (the request layer says why).
 */
export function useAddressBook() {
  const load = useAddressList()
  const list = load.data
  const makeDefault = useWrite(setDefaultAddress, { done: '已设为默认' })
  const removal = useWrite(deleteAddress, { done: '已删除' })
  const busy = makeDefault.busy || removal.busy

  const setDefault = async (a: Address) => {
    if (!busy) await makeDefault.run(a.id)
  }
  const remove = async (a: Address) => {
    const confirm = await confirmDestructive({ title: '删除地址', content: `确定删除「${a.receiverName} ${a.detailAddress}」吗？`, confirmText: '删除' })
    if (confirm && !busy) await removal.run(a.id)
  }

  return { list, load, full: (list?.length ?? 0) >= MAX_ADDRESSES, setDefault, remove }
}
