import type { ReactNode } from 'react'
import type { SubscribeScene, SubscribeTarget } from './types'

export interface SubscribeButtonProps {
  scene: SubscribeScene
  /** What the message is about (the service order's id). */
  target: SubscribeTarget
  /** The button's words: what the message will say (完工后通知我取车). */
  children: ReactNode
  /** Toasted once the user accepted. */
  doneText: string
}
