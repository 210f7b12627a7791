import { PageShell } from '@/shared/page-shell'
import { CaptchaPanel } from './captcha/captcha-panel'

/** Slider verification, Tencent-style card variant (spec §2): the piece can be dragged too. */
export default function SwitchTxPage() {
  return (
    <PageShell>
      <CaptchaPanel variant='tx' />
    </PageShell>
  )
}
