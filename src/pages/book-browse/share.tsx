import { useRouter } from '@tarojs/taro'
import { queryId, redirectTo } from '@/core/navigation'
import { findRoute } from '@/routes'
import { Screen } from '@/shared/screen'
import { issuePath, issueShare, issueWebPath, ShareCard, useIssue } from '@/features/magazine'
import { sharePage, usePageShare, webPageUrl } from '@/shared/share'

/** Magazine share (spec §2): a card with the cover; mini-program share or an H5 link and its QR code. */
export default function MagazineSharePage() {
  const { params, path } = useRouter()
  const { issue, load } = useIssue(queryId(params.issueId) ?? null)

  usePageShare(issueShare(issue))

  return (
    <Screen title={findRoute(path)?.title} load={load}>
      {issue && (
        <ShareCard
          issue={issue}
          link={webPageUrl(issueWebPath(issue.id))}
          onShare={() => void sharePage({ title: issue.title, text: issue.summary, path: issueWebPath(issue.id) })}
          onRead={() => void redirectTo(issuePath(issue.id))}
        />
      )}
    </Screen>
  )
}
