import { useEffect, useState } from 'react'
import { LOCATION_REFRESH_INTERVAL } from '@/constants'
import { locate, useLocation, usePosition, type PositionSource, type RegionLocation } from '@/core/location'
import { usePageVisible } from '@/shared/screen'
import { cityOfLocation } from './city'

export interface LocatingState {
  /** False until the first attempt has settled (it never rejects). */
  done: boolean
  source: PositionSource
  /** The user declined to give the position (mini-program: WeChat's privacy authorization or permission). */
  refused?: boolean
}

/**
 * Spec §4 on a dealer page: locate on open and every 30 s (spec §9). Allowed -> the real
 * position; refused or failing -> the map provider's IP location or Beijing, and a hint.
 */
export function useLocating(enabled = true, intervalMs: number = LOCATION_REFRESH_INTERVAL) {
  const [state, setState] = useState<LocatingState>({ done: false, source: 'default' })
  // Pages under the one on screen stay mounted: they stop locating until shown again.
  const shown = usePageVisible()
  const position = usePosition()
  const location = useLocation()
  useEffect(() => {
    if (!enabled || !shown) return undefined
    let alive = true
    const run = () => {
      void locate().then((result) => {
        if (alive) setState({ done: true, source: result.source, refused: result.refused })
      })
    }
    run()
    const timer = setInterval(run, intervalMs)
    return () => {
      alive = false
      clearInterval(timer)
    }
  }, [enabled, shown, intervalMs])
  return { ...state, position, location, hint: state.done ? positionHint(state.source, location, state.refused) : '' }
}

/**
 * What the user is told when distances are not from their real position ('' when they are);
 * when they declined to give it, that this is why, so they know what the feature needs.
 */
export function positionHint(source: PositionSource, location: RegionLocation, refused = false): string {
  if (source === 'device') return ''
  if (refused && source === 'ip') return `未授权位置信息，已按网络定位（${cityOfLocation(location).cityName}）估算距离。查看离您最近的门店需要使用位置信息`
  if (refused) return '未授权位置信息，已显示默认城市：北京。查看离您最近的门店需要使用位置信息'
  if (source === 'ip') return `未获取到您的精确位置（定位未授权或失败），已按网络定位（${cityOfLocation(location).cityName}）估算距离`
  return '定位失败，已使用默认位置：北京，距离仅供参考'
}
