import { useCallback, useState } from 'react'
import type { Classmates } from '@api/posts'
import { isRequestError } from '@/core/request'
import { toast } from '@/shared/toast'
import { useLoad } from '@/shared/use-load'
import { getClassmates, helpClassmates } from '../api'
import { classmatesKey } from '../keys'
import { ensureLoggedIn } from '../login-gate'

const ALREADY = 409

/** A classmates group and the one help (助力) each user may give it. */
export function useClassmates(id: number | undefined) {
  const group = useLoad<Classmates>(id === undefined ? null : classmatesKey(id), () => getClassmates(id!))
  const { setData } = group
  const [helping, setHelping] = useState(false)

  const help = useCallback(async () => {
    if (id === undefined || helping || !ensureLoggedIn()) return
    setHelping(true)
    try {
      const res = await helpClassmates(id)
      setData((g) => (g ? { ...g, helpNum: res.helpNum, helped: res.helped } : g))
      toast('助力成功', 'success')
    } catch (error) {
      // Helped before (on another device, say): the server said so; show the button as done.
      if (isRequestError(error) && error.status === ALREADY) setData((g) => (g ? { ...g, helped: true } : g))
    } finally {
      setHelping(false)
    }
  }, [id, helping, setData])

  return { ...group, help, helping }
}
