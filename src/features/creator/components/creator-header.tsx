import type { CreatorProfile } from '@api/posts'
import { MemberHeader } from '@/shared/member'
import { formatCount } from '@/utils'
import { levelHint, levelProgress } from '../level'

const TOTALS = [
  ['works', '作品'],
  ['views', '浏览'],
  ['likes', '获赞'],
  ['comments', '评论'],
  ['followers', '粉丝'],
] as const

/** Who the creator is, their level and how far to the next, and what their works have gathered. */
export function CreatorHeader({ profile: p }: { profile: CreatorProfile }) {
  return (
    <MemberHeader
      avatarUrl={p.avatarUrl}
      name={p.displayName}
      badge={`Lv.${p.level} ${p.levelName}`}
      intro={p.intro}
      progress={levelProgress(p)}
      hint={`成长值 ${p.exp} · ${levelHint(p)}`}
      figures={TOTALS.map(([key, label]) => [label, formatCount(p.totals[key])] as const)}
    />
  )
}
