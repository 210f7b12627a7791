import { useRouter } from '@tarojs/taro'
import { linkId, redirectTo } from '@/core/navigation'
import { findRoute } from '@/routes'
import { Screen } from '@/shared/screen'
import { issuePath, issueShare, issueWebPath, ShareCard, useIssue } from '@/features/magazine'
import { sharePage, usePageShare, webPageUrl } from '@/shared/share'

/** Magazine share (spec §2): a card with the cover; mini-program share or an H5 link and its QR code. */
export default function MagazineSharePage() {
  const { params, path } = useRouter()
  const link = linkId(params.issueId)
  // A bad link reads nothing (the newest issue is not this link's).
  const { issue, load } = useIssue(link.bad ? undefined : (link.id ?? null))

  usePageShare(issueShare(issue))

  return (
    <Screen title={findRoute(path)?.title} missing={link.bad && '杂志链接有误，无法打开这期杂志'} unknown='这期杂志不存在或已下架' load={load}>
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
