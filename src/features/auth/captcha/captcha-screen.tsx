import { Screen } from '@/shared/screen'
import { CaptchaPanel, type CaptchaVariant } from './captcha-panel'

/** The slider check page before an SMS code is sent (spec §2), in either variant. */
export function CaptchaScreen({ variant }: { variant: CaptchaVariant }) {
  return (
    <Screen>
      <CaptchaPanel variant={variant} />
    </Screen>
  )
}
