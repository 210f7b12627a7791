import { paths } from '@/routes'

/** The entry page opened at an issue: what a shared card leads to. */
export function issuePath(issueId: number): string {
  return paths.magazineIssue(issueId)
}

/** H5: the site path a shared link opens ('/' is the entry page, spec §2). */
export function issueWebPath(issueId: number): string {
  return paths.magazineIssueWeb(issueId)
}
