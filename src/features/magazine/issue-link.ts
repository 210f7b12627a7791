import { queryId } from '@/core/navigation'

export interface IssueLink {
  /** The issue the link opens; none: the shelf (the entry page) or the newest issue (the share page). */
  issueId?: number
  /** The link names an issue but not as an id (`abc!!`, `-1`, empty): it is bad. */
  bad: boolean
}

/** The magazine issue a link names (`?issueId=`): a bad one never opens another issue or the shelf in its place. */
export function issueLink(params: { issueId?: string }): IssueLink {
  const issueId = queryId(params.issueId)
  return { issueId, bad: params.issueId !== undefined && issueId === undefined }
}
