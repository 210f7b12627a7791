import type { PartnerHome, PartnerProfile } from '@api/user'
import { paths } from '@/routes'
import { MemberPoster } from '@/shared/member'
import { PosterView } from '@/shared/poster'
import { usePageShare } from '@/shared/share'
import { useShareAssets } from '@/shared/share/assets'
import { formatDate } from '@/utils'
import { partnerPosterAlt, partnerPosterSpec, partnerSummaryAlt, partnerSummarySpec } from '../poster-spec'

/** The lead form a friend opens, credited to the scene's partner. */
const LEAD_PAGE = paths.partnerLead().slice(1)

/**
 * The partner's invitation poster: its QR code opens the lead form under the partner's random
 * scene (the same text is the mini-program code's scene, so both targets open `?scene=<id>`).
 * WeChat's share menu sends that form too, not this page.
 */
export function InvitePosterCard({ profile }: { profile: PartnerProfile }) {
  const query = `scene=${profile.sceneId}`
  const assets = useShareAssets(LEAD_PAGE, query, profile.sceneId)
  usePageShare({ title: `${profile.displayName}邀请你预约专属顾问`, path: `/${LEAD_PAGE}?${query}`, imageUrl: profile.avatarUrl })
  return (
    <MemberPoster ready={Boolean(assets.qr)} failed={Boolean(assets.error)} tip='好友扫码登记后，留资、试驾与成交都会计入你的推荐'>
      {assets.qr && <PosterView spec={partnerPosterSpec(profile, assets.qr)} alt={partnerPosterAlt(profile)} />}
    </MemberPoster>
  )
}

/** The partner centre's figures drawn to one image (no QR code: it shows my results, not an invitation). */
export function SummaryImageCard({ home, profile }: { home: PartnerHome; profile: PartnerProfile }) {
  const date = formatDate(Date.now())
  usePageShare({ title: `${profile.displayName}邀请你了解合伙人计划`, path: paths.partnerCenter() })
  return (
    <MemberPoster ready tip='保存图片，分享你的推荐战绩'>
      <PosterView spec={partnerSummarySpec(home, profile, date)} alt={partnerSummaryAlt(home, profile, date)} />
    </MemberPoster>
  )
}
