import { useCallback } from 'react'
import { isRequestError } from '@/core/request'
import { useQuery } from '@/shared/use-load'
import { useWrite } from '@/shared/use-write'
import { helpClassmates } from '../api'
import { ensureLoggedIn } from '../login-gate'
import { classmatesQuery } from '../queries'

const ALREADY = 409

/** A classmates group and the one help (助力) each user may give it. */
export function useClassmates(id: number | undefined) {
  const group = useQuery(classmatesQuery, id !== undefined && [id])
  const { setData } = group
  const helpWrite = useWrite(
    async (groupId: number) => {
      try {
        return await helpClassmates(groupId)
      } catch (error) {
        // Helped before (on another device, say): the server said so; show the button as done.
        if (isRequestError(error) && error.status === ALREADY) setData((g) => (g ? { ...g, helped: true } : g))
        throw error
      }
    },
    { done: '助力成功', onDone: (res) => setData((g) => (g ? { ...g, helpNum: res.helpNum, helped: res.helped } : g)) },
  )
  const { run } = helpWrite

  const help = useCallback(async () => {
    if (id === undefined || !ensureLoggedIn()) return
    await run(id)
  }, [id, run])

  return { ...group, help, helping: helpWrite.busy }
}
