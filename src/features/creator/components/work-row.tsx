import type { CreatorWork } from '@api/posts'
import { Text, View } from '@tarojs/components'
import { openPage } from '@/core/navigation'
import { paths } from '@/routes'
import { Button } from '@/shared/button'
import { TappableCard } from '@/shared/card'
import { confirmDestructive } from '@/shared/confirm'
import { Img } from '@/shared/img'
import { StatusTag } from '@/shared/status-tag'
import { useWrite } from '@/shared/use-write'
import { formatCount, formatDate } from '@/utils'
import { WORK_TAGS } from '../activity-labels'
import { deleteWork, withdrawWork } from '../api'
import { workActions } from '../work-actions'
import './work-row.scss'

const DELETE_TEXT = { draft: '删除后草稿无法恢复。', rejected: '删除后该作品及其历史版本都无法恢复。' } as const

/** The buttons under a work: what the rule (work-actions.ts) allows on it, each destructive one asked first. */
function WorkActions({ work }: { work: CreatorWork }) {
  const actions = workActions(work)
  const remove = useWrite(deleteWork, { done: '已删除' })
  const withdraw = useWrite(withdrawWork, { done: '已撤回，作品已从社区下架' })
  if (actions.length === 0) return null
  const askDelete = () =>
    void confirmDestructive({ title: '删除作品', content: DELETE_TEXT[work.state as keyof typeof DELETE_TEXT] ?? '', confirmText: '删除' }).then(
      (yes) => (yes ? remove.run(work.id) : undefined),
    )
  const askWithdraw = () =>
    void confirmDestructive({ title: '撤回作品', content: '撤回后作品将从社区下架，点赞和评论不再展示，且无法重新发布。', confirmText: '撤回' }).then(
      (yes) => (yes ? withdraw.run(work.id) : undefined),
    )
  return (
    <View className='creator-work__actions'>
      {actions.includes('edit') && (
        <Button className='creator-work__action' variant='secondary' size='s' onClick={() => void openPage(paths.creatorEditWork(work.id))}>
          {work.state === 'draft' ? '编辑' : '修改'}
        </Button>
      )}
      {actions.includes('withdraw') && (
        <Button className='creator-work__action creator-work__action--danger' variant='secondary' size='s' tone='danger' loading={withdraw.busy} onClick={askWithdraw}>
          撤回
        </Button>
      )}
      {actions.includes('delete') && (
        <Button className='creator-work__action creator-work__action--danger' variant='secondary' size='s' tone='danger' loading={remove.busy} onClick={askDelete}>
          删除
        </Button>
      )}
    </View>
  )
}

/**
 * One of my works: its state (a rejected one with why, a second version says so) and what can be
 * done with it. A published one opens its post, a draft or a rejected one the form.
 */
export function WorkRow({ work }: { work: CreatorWork }) {
  const tag = WORK_TAGS[work.state]
  const editable = workActions(work).includes('edit')
  const contentId = work.contentId
  const open =
    contentId !== null ? () => void openPage(paths.post(contentId)) : editable ? () => void openPage(paths.creatorEditWork(work.id)) : undefined
  const body = (
    <View className='creator-work__row'>
      {work.images[0] && <Img className='creator-work__cover' src={work.images[0]} alt='' mode='aspectFill' />}
      <View className='creator-work__body'>
        <View className='creator-work__head'>
          <Text className='creator-work__title'>{work.title || '未命名草稿'}</Text>
          <StatusTag tone={tag.tone}>{tag.text}</StatusTag>
        </View>
        {work.version > 1 && <Text className='creator-work__version'>{`第 ${work.version} 版`}</Text>}
        {work.activityTitle && <Text className='creator-work__activity'>参与活动：{work.activityTitle}</Text>}
        {work.state === 'rejected' && work.rejectReason && <Text className='creator-work__reason'>未通过原因：{work.rejectReason}</Text>}
        <Text className='creator-work__meta'>
          {formatDate(work.createdAt)}
          {work.state === 'published' && ` · 浏览 ${formatCount(work.views)} · 点赞 ${formatCount(work.likes)} · 评论 ${formatCount(work.comments)}`}
        </Text>
      </View>
    </View>
  )
  if (!open) {
    return (
      <View className='creator-work'>
        {body}
        <WorkActions work={work} />
      </View>
    )
  }
  return (
    <TappableCard className='creator-work' label={`${work.title || '未命名草稿'}，${tag.text}`} onTap={open} footer={<WorkActions work={work} />}>
      {body}
    </TappableCard>
  )
}
