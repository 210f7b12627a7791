import { AREA, definePaged, defineQuery } from '@/core/query'
import { RequestError } from '@/core/request'
import { getMagazineIssues, getMagazinePages } from './api'

// The brand magazine's reads, each defined once (public reads: nothing of the magazine is written).

/** The server keeps at most this many per page; issues are few, so one page finds any. */
const MAX_PAGE = 50

/** The issue list, newest first; its first page kept on the device (the shelf opens on a weak network). */
export const magazineIssuesList = definePaged(() => [AREA.magazine, 'issues'], (pageNo: number, pageSize: number) => getMagazineIssues({ pageNo, pageSize }), { keep: true })

/** One issue by id, the newest without one (there is no detail call: the list carries every field). */
export const magazineIssueQuery = defineQuery(
  (issueId: number | null) => [AREA.magazine, 'issue', issueId ?? 'latest'],
  // A promise chain: the mini-program's ES5 build writes async functions out twice the size (main package).
  (issueId: number | null) =>
    getMagazineIssues({ pageNo: 1, pageSize: MAX_PAGE }).then((page) => {
      const found = issueId === null ? page.list[0] : page.list.find((i) => i.id === issueId)
      // The list is the server's only answer for an issue: one it lacks is its 404 (the link is bad).
      if (!found) throw new RequestError('status', '这期杂志不存在或已下架', { status: 404 })
      return found
    }),
)

/** Every page of one issue, in reading order. */
export const magazinePagesQuery = defineQuery((issueId: number) => [AREA.magazine, 'issue', issueId, 'pages'], getMagazinePages)
