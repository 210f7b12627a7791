import { useCallback, useRef } from 'react'
import { newRequestId } from '@/core/request'

/** Runs `send` with the request id of `action`; resolves or rejects as `send` does. */
export type WithRequestId = <R>(action: unknown, send: (requestId: string) => Promise<R>) => Promise<R>

/**
 * The request id of a create that a form's submit does not hand out (a join button, a draw, an
 * order whose body is more than the form's values): the same id while the same action is tried
 * again (its answer was lost, the session expired, it failed), so the server answers the first
 * result instead of making a second record; a new one once it succeeded, or for another action.
 * `action` is what makes two tries the same (the team joined, the body sent), compared as JSON.
 *
 *   const withId = useRequestId()
 *   const join = useWrite((teamId: number) => withId(teamId, (id) => joinTeam(teamId, id)))
 */
export function useRequestId(): WithRequestId {
  const current = useRef<{ action: string; id: string }>()
  return useCallback(<R>(action: unknown, send: (requestId: string) => Promise<R>): Promise<R> => {
    const signature = JSON.stringify(action) ?? ''
    if (current.current?.action !== signature) current.current = { action: signature, id: newRequestId() }
    const tried = current.current
    // A promise chain, as useWrite's: no async state machine in the mini-program's ES5 build.
    return send(tried.id).then((answer) => {
      // Done: the next action is a new request (unless another began meanwhile).
      if (current.current === tried) current.current = undefined
      return answer
    })
  }, [])
}
