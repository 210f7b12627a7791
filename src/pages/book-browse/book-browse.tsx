import { useState } from 'react'
import { useRouter } from '@tarojs/taro'
import type { MagazineIssue } from '@api/domain'
import { openPage, queryId, switchTab } from '@/core/navigation'
import { findRoute, paths } from '@/routes'
import { PageShell } from '@/shared/page-shell'
import { IssueReaderView } from '@/features/magazine/components/issue-reader-view'
import { MagazineShelf } from '@/features/magazine/components/magazine-shelf'
import { useMagazineIssues } from '@/features/magazine/use-magazine'

const CAR_TAB = paths.carTab()

/**
 * The entry page (spec §2 '/'): the brand magazine. `?issueId=` (a shared link) opens that
 * issue at `?page=` (1-based). Leaving the app from here is allowed: there is no back arrow.
 */
export default function BookBrowsePage() {
  const { params, path } = useRouter()
  const shelf = useMagazineIssues()
  const [reading, setReading] = useState<number | null>(() => queryId(params.issueId) ?? null)
  const [page, setPage] = useState(() => (queryId(params.page) ?? 1) - 1)

  const enterApp = () => void switchTab(CAR_TAB)
  const share = (issueId: number) => void openPage(paths.magazineShare(issueId))
  const read = (issue: MagazineIssue) => {
    setPage(0)
    setReading(issue.id)
  }
  // Magazine pages link into the app; a link to a page this app does not have is ignored.
  const openLink = (url: string) => {
    const route = findRoute(url)
    if (!route) return
    void (route.tab ? switchTab(url) : openPage(url)).catch(() => undefined)
  }

  if (reading !== null) {
    return (
      <IssueReaderView
        issueId={reading}
        issue={shelf.items.find((i) => i.id === reading)}
        page={page}
        onPageChange={setPage}
        onOpenLink={openLink}
        onClose={() => setReading(null)}
        onShare={() => share(reading)}
        onEnterApp={enterApp}
      />
    )
  }

  return (
    <PageShell title={findRoute(path)?.title} loading={shelf.loading} error={shelf.error} onRetry={shelf.retry}>
      <MagazineShelf
        shelf={shelf}
        onRead={read}
        onShare={(issue) => share(issue.id)}
        onEnterApp={enterApp}
      />
    </PageShell>
  )
}
