import { Button } from '@/shared/button'
import type { LaunchAppButtonProps } from './index'

/**
 * Mini-program build of LaunchAppButton: WeChat's open-type launchApp button. WeChat opens the
 * app only when the mini-program was itself opened from the app; otherwise it fires binderror.
 */
export function LaunchAppButton({ className, look, appParameter, onUnavailable }: LaunchAppButtonProps) {
  return (
    <Button {...look} className={className} openType='launchApp' appParameter={appParameter} onError={onUnavailable}>
      打开 App
    </Button>
  )
}
