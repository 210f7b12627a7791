import { usePartnerHome } from '../hooks'
import { PartnerScreen } from './partner-screen'
import { InvitePosterCard, SummaryImageCard } from './poster-cards'

/** 推广海报: my invitation with the QR code of the lead form credited to me. */
export function PartnerPosterScreen() {
  return (
    <PartnerScreen login='登录后生成推广海报' notPartner='成为合伙人后即可生成推广海报'>
      {(profile) => <InvitePosterCard profile={profile} />}
    </PartnerScreen>
  )
}

/** 合伙人海报: the partner centre's figures as one image to save or long-press. */
export function PartnerSummaryImageScreen() {
  // The frame reads the same cache entry: one read.
  const home = usePartnerHome()
  return (
    <PartnerScreen login='登录后生成合伙人海报' notPartner='成为合伙人后即可生成合伙人海报'>
      {(profile) => home.data && <SummaryImageCard home={home.data} profile={profile} />}
    </PartnerScreen>
  )
}
