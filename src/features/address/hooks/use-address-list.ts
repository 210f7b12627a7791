import { useCallback, useEffect, useRef, useState } from 'react'
import { useDidShow } from '@tarojs/taro'
import type { Address } from '@api/user2'
import { confirmDestructive } from '@/shared/confirm'
import { toast } from '@/shared/toast'
import { deleteAddress, listAddresses, setDefaultAddress } from '../api'

/** The server keeps at most this many addresses per user. */
export const MAX_ADDRESSES = 20

/** Saved addresses, read again each time the screen shows (after an edit). */
export function useAddressList() {
  const [list, setList] = useState<Address[]>()
  const [loading, setLoading] = useState(true)
  const [failed, setFailed] = useState(false)
  const [busy, setBusy] = useState(false)

  const reload = useCallback(async () => {
    setLoading(true)
    try {
      setList(await listAddresses())
      setFailed(false)
    } catch {
      setFailed(true)
    } finally {
      setLoading(false)
    }
  }, [])

  useEffect(() => {
    void reload()
  }, [reload])
  // Coming back from the edit screen: read the list again (the first show is the load above).
  const shown = useRef(false)
  useDidShow(() => {
    if (shown.current) void reload()
    shown.current = true
  })

  const act = async (work: () => Promise<unknown>, done: string) => {
    if (busy) return
    setBusy(true)
    try {
      await work()
      toast(done, 'success')
      await reload()
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
    loading,
    failed,
    reload,
    full: (list?.length ?? 0) >= MAX_ADDRESSES,
    setDefault: (a: Address) => act(() => setDefaultAddress(a.id), '已设为默认'),
    remove,
  }
}
