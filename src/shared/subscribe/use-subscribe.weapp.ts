import { useCallback, useEffect } from 'react'
import { fetchFrontConfig } from '@/core/tenant'
import { subscribeWhile } from './ask'
import type { Subscribe, SubscribeScene } from './types'

/**
 * The moment's `subscribe(write, target)`: WeChat's panel for the scene's template, asked at the
 * tap that starts the write (ask.ts says why then). The screen's opening reads the front-end
 * config, so the tap finds the template without waiting (once read, the app keeps it).
 */
export function useSubscribe(scene: SubscribeScene): Subscribe {
  useEffect(() => {
    fetchFrontConfig().catch(() => undefined)
  }, [])
  return useCallback<Subscribe>((write, target) => subscribeWhile(scene, write, target), [scene])
}
