import { useState } from 'react'
import { useRouter } from '@tarojs/taro'
import type { MagazineIssue } from '@api/domain'
import { linkId, openPage, queryId, switchTab } from '@/core/navigation'
import { openLink } from '@/core/navigation/open-link'
import { findRoute, paths } from '@/routes'
import { Screen } from '@/shared/screen'
import { usePageShare } from '@/shared/share/page-share'
import { IssueReaderView, issueShare, MagazineShelf, useMagazineIssues } from '@/features/magazine'

const CAR_TAB = paths.carTab()

/**
 * The entry page (spec §2 '/'): the brand magazine. `?issueId=` (a shared link) opens that
 * issue at `?page=` (1-based). Leaving the app from here is allowed: there is no back arrow.
 * A link naming an issue badly says so (返回 opens the shelf), never the shelf in its place.
 */
export default function BookBrowsePage() {
  const { params, path } = useRouter()
  const link = linkId(params.issueId)
  if (link.bad) return <Screen title={findRoute(path)?.title} missing='杂志链接有误，无法打开这期杂志' />
  return <Magazine issueId={link.id} startPage={queryId(params.page)} title={findRoute(path)?.title} />
}

function Magazine({ issueId, startPage, title }: { issueId?: number; startPage?: number; title?: string }) {
  const shelf = useMagazineIssues()
  const [reading, setReading] = useState<number | null>(issueId ?? null)
  const [page, setPage] = useState((startPage ?? 1) - 1)
  const readingIssue = reading === null ? undefined : shelf.items.find((i) => i.id === reading)
  // WeChat's menu shares the issue being read, else the magazine.
  usePageShare(issueShare(readingIssue, reading ?? undefined))

  const enterApp = () => void switchTab(CAR_TAB)
  const share = (id: number) => void openPage(paths.magazineShare(id))
  const read = (issue: MagazineIssue) => {
    setPage(0)
    setReading(issue.id)
  }
  // A magazine page's link opens as any link from data does; a page this app lacks is ignored.
  const openPageLink = (url: string) => void openLink(url)

  if (reading !== null) {
    return (
      <IssueReaderView
        issueId={reading}
        issue={readingIssue}
        page={page}
        onPageChange={setPage}
        onOpenLink={openPageLink}
        onClose={() => setReading(null)}
        onShare={() => share(reading)}
        onEnterApp={enterApp}
      />
    )
  }

  return (
    <Screen title={title} load={shelf}>
      <MagazineShelf
        shelf={shelf}
        onRead={read}
        onShare={(issue) => share(issue.id)}
        onEnterApp={enterApp}
      />
    </Screen>
  )
}
