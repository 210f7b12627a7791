import Taro from '@tarojs/taro'
import { systemClock, type Clock } from '../clock'
import type { Transport } from './transport'
import { taroTransport } from './transport-taro'

/**
 * What the request layer needs from the outside world, swappable as a whole so unit tests run
 * with a fake transport, a controllable clock and a recorded toast.
 */
export interface RequestDeps {
  transport: Transport
  clock: Clock
  /** Shows an error text for `duration` ms. */
  toast: (text: string, duration: number) => void
  /** 401 / 601: clear the session and send the user to login (see relogin.ts). */
  onUnauthorized?: (status: number) => void
}

function taroToast(text: string, duration: number): void {
  Taro.showToast({ title: text, icon: 'none', duration }).catch(() => {
    // A toast that cannot show (page switching) is not worth an unhandled rejection.
  })
}

const defaults: RequestDeps = { transport: taroTransport, clock: systemClock, toast: taroToast }
let current: RequestDeps = { ...defaults }

export function configureRequest(partial: Partial<RequestDeps>): void {
  current = { ...current, ...partial }
}

export function resetRequestDeps(): void {
  current = { ...defaults }
}

export function requestDeps(): RequestDeps {
  return current
}
