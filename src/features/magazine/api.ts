import type { Page, PageQuery } from '@api/common'
import type { MagazineIssue, MagazinePage } from '@api/domain'
import { request } from '@/core/request'
import { brandPath } from '@/core/tenant'

/** Magazine issues, newest first. Public: no token needed to browse the entry page. */
export function getMagazineIssues(query: PageQuery = {}): Promise<Page<MagazineIssue>> {
  return request<Page<MagazineIssue>>({
    domain: 'domain',
    path: brandPath('/tool-service/read/magazine/list'),
    query: { pageNo: query.pageNo ?? 1, pageSize: query.pageSize ?? 10 },
    auth: false,
    toast: false,
  })
}

/** Every page of one issue, in reading order. */
export function getMagazinePages(issueId: number): Promise<MagazinePage[]> {
  return request<MagazinePage[]>({
    domain: 'domain',
    path: brandPath('/tool-service/read/magazine/pages'),
    query: { issueId },
    auth: false,
    toast: false,
  })
}
