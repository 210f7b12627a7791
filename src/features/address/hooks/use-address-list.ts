import { useState } from 'react'
import type { Address } from '@api/user2'
import { confirmDestructive } from '@/shared/confirm'
import { toast } from '@/shared/toast'
import { useLoad } from '@/shared/use-load'
import { deleteAddress, listAddresses, setDefaultAddress } from '../api'

/** The server keeps at most this many addresses per user. */
export const MAX_ADDRESSES = 20

/** Saved addresses; an edit elsewhere invalidates them, so the list shows it when back. */
export function useAddressList() {
  const load = useLoad(['address', 'list'], listAddresses)
  const list = load.data
  const [busy, setBusy] = useState(false)

  const act = async (work: () => Promise<unknown>, done: string) => {
    if (busy) return
    setBusy(true)
    try {
      await work()
      // The write invalidated the addresses: the list (and the mall's ship-to bar) read them again.
      toast(done, 'success')
    } catch {
      // Toasted by the request layer; the list stays as the server last sent it.
    } finally {
      setBusy(false)
    }
  }

  const remove = async (a: Address) => {
    const confirm = await confirmDestructive({ title: '删除地址', content: `确定删除「${a.receiverName} ${a.detailAddress}」吗？`, confirmText: '删除' })
    if (confirm) await act(() => deleteAddress(a.id), '已删除')
  }

  return {
    list,
    load,
    full: (list?.length ?? 0) >= MAX_ADDRESSES,
    setDefault: (a: Address) => act(() => setDefaultAddress(a.id), '已设为默认'),
    remove,
  }
}
