import { Text, View } from '@tarojs/components'
import type { JournalIssue } from '@api/domain'
import { brandName } from '@/core/tenant'
import { paths } from '@/routes'
import { Img } from '@/shared/img'
import { SafeRichText, WithSanitizer } from '@/shared/rich-text'
import { Screen } from '@/shared/screen'
import { ShareButton, sharePage, usePageShare } from '@/shared/share'
import { useQuery } from '@/shared/use-load'
import { Staged } from '@/shared/when-visible'
import { formatDate } from '@/utils/time'
import { journalIssueQuery } from '../queries'
import './museum-detail.scss'

function Issue({ issue }: { issue: JournalIssue }) {
  const share = () => void sharePage({ title: issue.title, text: `${brandName()}博物馆期刊专题`, path: paths.journalIssue(issue.id) })
  return (
    // A part a task, once the sanitizer is here: the head, the text and the button a task each.
    <WithSanitizer>
      <View className='museum-detail'>
        <Staged>
          <>
            <Img className='museum-journal__cover' src={issue.cover} alt={issue.title} mode='aspectFill' />
            <View className='museum-detail__head'>
              <Text className='museum-detail__title'>{issue.title}</Text>
              <Text className='museum-detail__meta'>{formatDate(issue.publishAt)}</Text>
            </View>
          </>
          {/* Server HTML: the kit sanitizes it (no script, no handlers, no javascript: links). */}
          <SafeRichText className='museum-detail__section museum-journal__body' html={issue.html} />
          <ShareButton className='museum-journal__share' as='button' label='分享本期专题' onShare={share}>
            分享本期专题
          </ShareButton>
        </Staged>
      </View>
    </WithSanitizer>
  )
}

/** 期刊专题: a special journal issue, its sanitized rich text, shared in both builds. */
export function MuseumJournalScreen({ id }: { id: number | undefined }) {
  const issue = useQuery(journalIssueQuery, id !== undefined && [id])
  usePageShare({ title: issue.data?.title || '博物馆期刊专题', path: id !== undefined ? paths.journalIssue(id) : undefined, imageUrl: issue.data?.cover })
  return (
    <Screen missing={id === undefined && '缺少期刊 id，无法打开'} unknown='该期刊不存在或已下线' load={issue}>
      {issue.data && <Issue issue={issue.data} />}
    </Screen>
  )
}
