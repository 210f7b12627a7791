import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import type { Lesson } from '@api/posts'
import { openPage } from '@/core/navigation'
import { paths } from '@/routes'
import { TappableCard } from '@/shared/card'
import { Img } from '@/shared/img'
import { PagedListView, usePagedQuery } from '@/shared/paged-list'
import { Screen } from '@/shared/screen'
import { StatusTag } from '@/shared/status-tag'
import { Tabs } from '@/shared/tabs'
import { useQuery } from '@/shared/use-load'
import { formatCount } from '@/utils'
import { lessonLength } from '../activity-labels'
import { lessonCategoriesQuery, lessonsList } from '../queries'
import './classroom-screen.scss'

/**
 * Opens the lesson in the article or the video (post) view, as that lesson: the page reports how
 * far it was read or played, and the server decides when it is learnt (lesson-rule.ts). Back
 * here, the list reads again (the reports marked it) and shows where the lesson stands.
 */
const open = (l: Lesson) => void openPage(l.kind === 'article' ? paths.article(l.targetId, l.id) : paths.post(l.targetId, l.id))

/** 已学完, 学习中 N%, or nothing before it was started. */
const stateOf = (l: Lesson) => (l.finished ? '已学完' : l.progress > 0 ? `学习中 ${l.progress}%` : '')

function LessonCard({ lesson: l }: { lesson: Lesson }) {
  const kind = l.kind === 'article' ? '文章' : '视频'
  const state = stateOf(l)
  return (
    <TappableCard className='creator-lesson' label={`${kind}：${l.title}${state ? `，${state}` : ''}`} onTap={() => open(l)}>
      <View className='creator-lesson__row' data-lesson-id={l.id}>
        <Img className='creator-lesson__cover' src={l.cover} alt='' mode='aspectFill' lazyLoad />
        <View className='creator-lesson__body'>
          <Text className='creator-lesson__title'>{l.title}</Text>
          <Text className='creator-lesson__summary'>{l.summary}</Text>
          <View className='creator-lesson__foot'>
            <Text className='creator-lesson__kind'>{`${kind} · ${lessonLength(l)}`}</Text>
            <Text className='creator-lesson__learners'>{`${formatCount(l.learners)} 人学过`}</Text>
            {state && (
              <StatusTag tone={l.finished ? 'success' : 'info'} className='creator-lesson__done'>
                {state}
              </StatusTag>
            )}
          </View>
        </View>
      </View>
    </TappableCard>
  )
}

/** 创作者课堂: lessons by category (articles and videos), each with how far I got. */
export function ClassroomScreen() {
  const categories = useQuery(lessonCategoriesQuery, [])
  const [categoryId, setCategoryId] = useState(0)
  const lessons = usePagedQuery(lessonsList, [categoryId], { reachBottom: true })
  const tabs = [{ label: '全部', value: 0 }, ...(categories.data ?? []).map((c) => ({ label: c.name, value: c.id }))]
  return (
    <Screen load={categories}>
      <Tabs label='课程分类' tabs={tabs} value={categoryId} onChange={setCategoryId} />
      <PagedListView className='creator-lessons' list={lessons} emptyText='该分类暂无课程' renderItem={(l) => <LessonCard key={l.id} lesson={l} />} />
    </Screen>
  )
}
