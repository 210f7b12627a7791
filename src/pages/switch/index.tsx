import { PageShell } from '@/shared/page-shell'
import { CaptchaPanel } from './captcha/captcha-panel'

/** Slider verification before an SMS code is sent (spec §2, classic variant). */
export default function SwitchPage() {
  return (
    <PageShell>
      <CaptchaPanel variant='classic' />
    </PageShell>
  )
}
