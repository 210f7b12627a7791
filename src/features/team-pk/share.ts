import type { PkMatch } from '@api/activity'
import { paths } from '@/routes'
import type { PageShare } from '@/shared/share'

/** What a head-to-head shares, in WeChat's menu and from the H5 share sheet or copied link. */
export function pkShareData(match: PkMatch): PageShare & { title: string; path: string } {
  return { title: `${match.teamA.name} VS ${match.teamB.name}，快来助力！`, path: paths.pk(match.id) }
}

/** While the match is not loaded: the page itself, under a general title. */
export function pkShareFallback(id: number | undefined): PageShare {
  return { title: '战队 PK，快来助力！', path: id === undefined ? undefined : paths.pk(id) }
}
