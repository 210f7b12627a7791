import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import type { Lesson } from '@api/posts'
import { openPage } from '@/core/navigation'
import { getToken } from '@/core/session'
import { paths } from '@/routes'
import { TappableCard } from '@/shared/card'
import { Img } from '@/shared/img'
import { PagedListView, usePagedQuery } from '@/shared/paged-list'
import { Screen } from '@/shared/screen'
import { StatusTag } from '@/shared/status-tag'
import { Tabs } from '@/shared/tabs'
import { useQuery } from '@/shared/use-load'
import { useWrite } from '@/shared/use-write'
import { formatCount } from '@/utils'
import { lessonLength } from '../activity-labels'
import { finishLesson } from '../api'
import { lessonCategoriesQuery, lessonsList } from '../queries'
import './classroom-screen.scss'

function LessonCard({ lesson: l }: { lesson: Lesson }) {
  const finish = useWrite(finishLesson)
  /** Opens the lesson in the article or the video (post) view; logged in, it counts as learnt. */
  const open = (lesson: Lesson) => {
    void openPage(lesson.kind === 'article' ? paths.article(lesson.targetId) : paths.post(lesson.targetId))
    // The write marks AREA.creator changed: back here, the list reads again and shows 已学完.
    if (getToken()) void finish.run(lesson.id)
  }
  const kind = l.kind === 'article' ? '文章' : '视频'
  return (
    <TappableCard className='creator-lesson' label={`${kind}：${l.title}${l.finished ? '，已学完' : ''}`} onTap={() => open(l)}>
      <View className='creator-lesson__row' data-lesson-id={l.id}>
        <Img className='creator-lesson__cover' src={l.cover} alt='' mode='aspectFill' lazyLoad />
        <View className='creator-lesson__body'>
          <Text className='creator-lesson__title'>{l.title}</Text>
          <Text className='creator-lesson__summary'>{l.summary}</Text>
          <View className='creator-lesson__foot'>
            <Text className='creator-lesson__kind'>{`${kind} · ${lessonLength(l)}`}</Text>
            <Text className='creator-lesson__learners'>{`${formatCount(l.learners)} 人学过`}</Text>
            {l.finished && <StatusTag tone='success' className='creator-lesson__done'>已学完</StatusTag>}
          </View>
        </View>
      </View>
    </TappableCard>
  )
}

/** 创作者课堂: lessons by category (articles and videos), with the ones I finished marked. */
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
