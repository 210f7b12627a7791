import type { MagazineIssue } from '@api/domain'
import { ENTRY_PATH, paths } from '@/routes'
import type { PageShare } from '@/shared/share'

/** The entry page opened at an issue: what a shared card leads to. */
export function issuePath(issueId: number): string {
  return paths.magazineIssue(issueId)
}

/** H5: the site path a shared link opens ('/' is the entry page, spec §2). */
export function issueWebPath(issueId: number): string {
  return paths.magazineIssueWeb(issueId)
}

/**
 * What WeChat shares of an issue, its cover on the card; the magazine's name while the issue is not
 * loaded, and the magazine itself when no issue is open.
 */
export function issueShare(issue: MagazineIssue | undefined | null, issueId = issue?.id): PageShare {
  return {
    title: issue ? `${issue.title}｜${issue.summary}` : '品牌杂志',
    path: issueId === undefined ? `/${ENTRY_PATH}` : issuePath(issueId),
    imageUrl: issue?.cover,
  }
}
