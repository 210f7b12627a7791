import { CaptchaScreen } from '@/features/auth'

/** Slider verification, Tencent-style card variant (spec §2): the piece can be dragged too. */
export default function SwitchTxPage() {
  return <CaptchaScreen variant='tx' />
}
