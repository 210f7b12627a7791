import type { CreatorProfile } from '@api/posts'
import { paths } from '@/routes'
import { MemberPoster } from '@/shared/member'
import { PosterView } from '@/shared/poster'
import { usePageShare } from '@/shared/share'
import { useShareAssets } from '@/shared/share/assets'
import { CreatorScreen } from './creator-screen'
import { creatorPosterAlt, creatorPosterSpec } from '../poster-spec'

/** The creator's personal page (public), which the card's QR code opens. */
const PERSONAL_PAGE = paths.personal().slice(1)

function Card({ profile }: { profile: CreatorProfile }) {
  // The mini-program code's scene names the author (personal.tsx reads it back).
  const query = `authorId=${profile.accountId}`
  const assets = useShareAssets(PERSONAL_PAGE, query, query)
  // WeChat's share menu here sends my personal page, not this page (a friend has no card of mine).
  usePageShare({ title: `${profile.displayName}的创作主页`, path: `/${PERSONAL_PAGE}?${query}`, imageUrl: profile.avatarUrl })
  return (
    <MemberPoster ready={Boolean(assets.qr)} failed={Boolean(assets.error)} tip='把名片分享给好友，扫码即可关注你的创作'>
      {assets.qr && <PosterView spec={creatorPosterSpec(profile, assets.qr)} alt={creatorPosterAlt(profile)} />}
    </MemberPoster>
  )
}

/** My creator card as one image: saved to the album in the mini-program, long-pressed in H5. */
export function CreatorPosterScreen() {
  return (
    <CreatorScreen login='登录后生成创作者名片' notCreator='成为创作者后即可生成名片'>
      {(profile) => <Card profile={profile} />}
    </CreatorScreen>
  )
}
