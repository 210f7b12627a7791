import { PageShell } from '@/shared/page-shell'
import { CaptchaPanel, type CaptchaVariant } from './captcha-panel'

/** The slider check page before an SMS code is sent (spec §2), in either variant. */
export function CaptchaScreen({ variant }: { variant: CaptchaVariant }) {
  return (
    <PageShell>
      <CaptchaPanel variant={variant} />
    </PageShell>
  )
}
