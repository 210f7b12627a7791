import { useEffect, useState } from 'react'
import { useAtomValue } from 'jotai'
import { LOCATION_REFRESH_INTERVAL } from '@/constants'
import { locate, positionSourceAtom, useLocation, usePosition, type PositionSource, type RegionLocation } from '@/core/location'
import { usePageVisible } from '@/shared/screen'
import { cityOfLocation } from './city'

export interface LocatingState {
  /** False until the first attempt has settled (it never rejects). */
  done: boolean
  source: PositionSource
  /** The user declined to give the position (WeChat's privacy authorization or permission, the browser's prompt). */
  refused?: boolean
  /** The device gave no answer in time (a permission prompt left open): locating gave up on it. */
  timedOut?: boolean
}

/**
 * Spec §4 on a dealer page: locate on open and every 30 s (spec §9). Allowed -> the real
 * position; refused, timed out or failing -> the map provider's IP location or Beijing, and a
 * hint saying why. Nothing waits on it: `done` is false only while the first attempt runs (the
 * page says 定位中… beside the city it already shows), which gives up within
 * GEOLOCATION_TIMEOUT plus the IP lookup.
 */
export function useLocating(enabled = true, intervalMs: number = LOCATION_REFRESH_INTERVAL) {
  const [state, setState] = useState<LocatingState>({ done: false, source: 'default' })
  // Pages under the one on screen stay mounted: they stop locating until shown again.
  const shown = usePageVisible()
  const position = usePosition()
  const location = useLocation()
  // Where the position in use came from now: a fix that arrives after the give-up clears the hint.
  const source = useAtomValue(positionSourceAtom)
  useEffect(() => {
    if (!enabled || !shown) return undefined
    let alive = true
    const run = () => {
      void locate().then((result) => {
        if (alive) setState({ done: true, source: result.source, refused: result.refused, timedOut: result.timedOut })
      })
    }
    run()
    const timer = setInterval(run, intervalMs)
    return () => {
      alive = false
      clearInterval(timer)
    }
  }, [enabled, shown, intervalMs])
  return { ...state, position, location, hint: state.done ? positionHint(source, location, state) : '' }
}

/**
 * What the user is told when distances are not from their real position ('' when they are),
 * reason first: declined (and what the feature needs), timed out, or failed.
 */
export function positionHint(source: PositionSource, location: RegionLocation, why: Pick<LocatingState, 'refused' | 'timedOut'> = {}): string {
  if (source === 'device') return ''
  const city = cityOfLocation(location).cityName
  if (why.refused && source === 'ip') return `未授权位置信息，已按网络定位（${city}）估算距离。查看离您最近的门店需要使用位置信息`
  if (why.refused) return '未授权位置信息，已显示默认城市：北京。查看离您最近的门店需要使用位置信息'
  const reason = why.timedOut ? '定位超时' : '定位失败'
  if (source === 'ip') return `${reason}，已按网络定位（${city}）估算距离`
  return `${reason}，已使用默认位置：北京，距离仅供参考`
}
