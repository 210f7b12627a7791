import { paths } from '@/routes'

/** The entry page opened at an issue: what a shared card leads to. */
export function issuePath(issueId: number): string {
  return paths.magazineIssue(issueId)
}

/** H5: a full link on this site ('/' is the entry page, spec §2). */
export function issueLink(issueId: number, origin: string): string {
  return `${origin.replace(/\/+$/, '')}/?issueId=${issueId}`
}
