import { openPage } from '@/core/navigation'
import { paths } from '@/routes'
import { PagedListView, usePagedQuery } from '@/shared/paged-list'
import { Screen } from '@/shared/screen'
import { famePeopleList } from '../queries'
import { MuseumRow } from './museum-row'

/** 名人堂: honoured owners and people, pages at the bottom. */
export function MuseumFameScreen() {
  const list = usePagedQuery(famePeopleList, [], { reachBottom: true })
  return (
    <Screen>
      <PagedListView
        className='museum-fame'
        list={list}
        emptyText='名人堂暂无人物'
        renderItem={(p) => (
          <MuseumRow key={p.id} cover={p.avatar} title={p.name} meta={`${p.title} · ${p.year} 年`} summary={p.summary} onTap={() => void openPage(paths.famePerson(p.id))} />
        )}
      />
    </Screen>
  )
}
