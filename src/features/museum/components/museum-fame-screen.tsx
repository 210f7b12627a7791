import type { FamePerson } from '@api/domain'
import { openPage } from '@/core/navigation'
import { paths } from '@/routes'
import { PagedListView, usePagedList } from '@/shared/paged-list'
import { Screen } from '@/shared/screen'
import { getFamePeople } from '../api'
import { MuseumRow } from './museum-row'

/** 名人堂: honoured owners and people, pages at the bottom. */
export function MuseumFameScreen() {
  const list = usePagedList<FamePerson>((pageNo, pageSize) => getFamePeople({ pageNo, pageSize }), { key: ['museum', 'fame'], reachBottom: true })
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
