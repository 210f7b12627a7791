import { CaptchaScreen } from '@/features/auth'

/** Slider verification before an SMS code is sent (spec §2, classic variant). */
export default function SwitchPage() {
  return <CaptchaScreen variant='classic' />
}
