import { Text, View } from '@tarojs/components'
import type { Hall } from '@api/domain'
import { openPage } from '@/core/navigation'
import { paths } from '@/routes'
import { Screen } from '@/shared/screen'
import { useQuery } from '@/shared/use-load'
import { formatDate } from '@/utils/time'
import { hallsQuery, journalIssuesQuery } from '../queries'
import { MuseumRow } from './museum-row'
import './museum-hall-screen.scss'

const COUNT_UNIT: Record<Hall['kind'], string> = { collection: '件藏品', fame: '位人物', journal: '期专题' }

/** The collection and the hall of fame open their lists; the journal hall's issues are listed below. */
const HALL_PAGE: Partial<Record<Hall['kind'], () => string>> = { collection: paths.museumCollection, fame: paths.hallOfFame }

/** 博物馆: the three halls with their covers and counts, then the special journal issues. */
export function MuseumHallScreen() {
  const halls = useQuery(hallsQuery, [])
  const journals = useQuery(journalIssuesQuery, [])
  return (
    <Screen load={halls}>
      <View className='museum-hall'>
        {halls.data?.map((h) => {
          const page = HALL_PAGE[h.kind]
          const meta = `${h.subtitle} · ${h.count} ${COUNT_UNIT[h.kind]}`
          // The journal hall has no page of its own: it heads the list of its issues below.
          if (!page) return <View key={h.kind} className='museum-hall__journal-head'><Text className='museum-hall__title'>{h.title}</Text><Text className='museum-hall__meta'>{meta}</Text></View>
          return <MuseumRow key={h.kind} cover={h.cover} title={h.title} meta={meta} onTap={() => void openPage(page())} />
        })}
        {journals.data?.map((j) => (
          <MuseumRow key={j.id} cover={j.cover} title={j.title} meta={formatDate(j.publishAt)} onTap={() => void openPage(paths.journalIssue(j.id))} />
        ))}
      </View>
    </Screen>
  )
}
