import Taro, { useRouter, useShareAppMessage } from '@tarojs/taro'
import { queryId, redirectTo } from '@/core/navigation'
import { ENTRY_PATH, findRoute } from '@/routes'
import { Screen } from '@/shared/screen'
import { ShareCard } from '@/features/magazine/components/share-card'
import { sharePage } from '@/shared/share'
import { issuePath, issueWebPath } from '@/features/magazine/share'
import { useIssue } from '@/features/magazine/use-issue'

/** Magazine share (spec §2): a card with the cover; mini-program share or an H5 link. */
export default function MagazineSharePage() {
  const { params, path } = useRouter()
  const { issue, load } = useIssue(queryId(params.issueId) ?? null)

  useShareAppMessage(() => ({
    title: issue ? `${issue.title}｜${issue.summary}` : '品牌杂志',
    path: issue ? issuePath(issue.id) : `/${ENTRY_PATH}`,
    imageUrl: issue?.cover,
  }))

  const webShare = async () => {
    if (!issue) return
    const outcome = await sharePage({ title: issue.title, text: issue.summary, path: issueWebPath(issue.id) })
    if (outcome === 'shared') void Taro.showToast({ title: '已分享', icon: 'none' })
  }

  return (
    <Screen title={findRoute(path)?.title} load={load}>
      {issue && <ShareCard issue={issue} onShare={() => void webShare()} onRead={() => void redirectTo(issuePath(issue.id))} />}
    </Screen>
  )
}
