import { useEffect } from 'react'
import { atom, useAtom } from 'jotai'
import { useToken } from '@/core/session'
import { getMyAccount } from './api'

/*
 * Who the logged-in user is in the community (their account id decides which comments they may
 * delete or feature). Fetched once per token; a new login asks again.
 */
const meAtom = atom<{ token: string; accountId: number } | null>(null)

/** `enabled` false waits (a post asks once it is on screen). */
export function useMyAccountId(enabled = true): number | undefined {
  const token = useToken()
  const [me, setMe] = useAtom(meAtom)
  const known = me && me.token === token ? me.accountId : undefined
  useEffect(() => {
    if (!enabled || !token || known !== undefined) return undefined
    let live = true
    getMyAccount().then(
      (card) => {
        if (live) setMe({ token, accountId: card.accountId })
      },
      () => undefined, // the request layer has reported it; actions stay hidden
    )
    return () => {
      live = false
    }
  }, [enabled, token, known, setMe])
  return token ? known : undefined
}
