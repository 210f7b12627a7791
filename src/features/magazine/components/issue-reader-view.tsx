import type { MagazineIssue } from '@api/domain'
import { Screen } from '@/shared/screen'
import { useIssuePages } from '../use-magazine'
import { MagazineReader } from './magazine-reader'

export interface IssueReaderViewProps {
  issueId: number
  issue?: MagazineIssue
  page: number
  onPageChange: (page: number) => void
  onOpenLink: (url: string) => void
  onClose: () => void
  onShare: () => void
  onEnterApp: () => void
}

/** The reader inside the page shell: loads the issue's pages, with loading and retry. */
export function IssueReaderView({ issueId, issue, page, ...actions }: IssueReaderViewProps) {
  const { pages, load } = useIssuePages(issueId)
  const head = issue ?? { id: issueId, title: '品牌杂志', issueNo: '' }
  return (
    <Screen title={head.title} unknown='这期杂志不存在或已下架' load={load}>
      <MagazineReader issue={head} pages={pages} page={Math.min(page, Math.max(0, pages.length - 1))} {...actions} />
    </Screen>
  )
}
