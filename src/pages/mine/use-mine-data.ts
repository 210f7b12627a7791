import { useCallback, useEffect, useRef, useState } from 'react'
import { useDidShow } from '@tarojs/taro'
import type { Medal, UserInfo } from '@api/user'
import { getCurrentUser, getMedals, getPointDetail } from '@/features/user/api'
import { afterPaint } from '@/shared/after-paint'

export interface MineData {
  user?: UserInfo
  points?: number
  medals?: Medal[]
  error?: unknown
  loading: boolean
}

/**
 * The mine tab's user, points and medals. Points and medals never block the header: a points
 * failure is swallowed (spec §8) and the user's own balance shows instead; a medal failure
 * just leaves the medal tile out.
 */
export function useMineData(token: string) {
  const [data, setData] = useState<MineData>({ loading: Boolean(token) })
  const shown = useRef(false)

  const load = useCallback(async () => {
    setData((d) => ({ ...d, loading: true }))
    try {
      const user = await getCurrentUser()
      // The header shows now, with the user's own balance; points and medals follow.
      setData((d) => ({ ...d, user, points: d.points ?? user.point, error: undefined, loading: false }))
      await afterPaint()
      const [detail, medals] = await Promise.all([getPointDetail(), getMedals(user.accountId).catch(() => undefined)])
      setData({ user, points: detail?.point ?? user.point, medals, loading: false })
    } catch (error) {
      // A refresh that fails keeps what is on screen; only a first load shows the error.
      setData((d) => ({ ...d, error: d.user ? undefined : error, loading: false }))
    }
  }, [])

  useEffect(() => {
    if (token) void load()
    else setData({ loading: false })
  }, [token, load])

  // Coming back to the tab (after a sign-in, a purchase...) shows fresh points.
  useDidShow(() => {
    if (shown.current && token) void load()
    shown.current = true
  })

  return { data, load }
}
