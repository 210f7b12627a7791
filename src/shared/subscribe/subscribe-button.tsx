import type { ReactElement } from 'react'
import type { SubscribeButtonProps } from './button-props'

/** H5: no WeChat subscription messages, so no button (the mini-program's: subscribe-button.weapp.tsx). */
export function SubscribeButton(_props: SubscribeButtonProps): ReactElement | null {
  return null
}
