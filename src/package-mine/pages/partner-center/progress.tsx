import { PartnerProgressScreen } from '@/features/partner'

/** 申请进度: the application's steps, the agreement to sign, or the form to apply (again). */
export default function PartnerProgressPage() {
  return <PartnerProgressScreen />
}
