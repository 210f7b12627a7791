import { useState } from 'react'
import { openPage } from '@/core/navigation'
import { paths } from '@/routes'
import { PagedListView, usePagedQuery } from '@/shared/paged-list'
import { Screen } from '@/shared/screen'
import { Tabs } from '@/shared/tabs'
import { useQuery } from '@/shared/use-load'
import { collectionCategoriesQuery, collectionList } from '../queries'
import { MuseumRow } from './museum-row'

/** 藏品: the collection by category (0: all), pages at the bottom. */
export function MuseumCollectionScreen() {
  const [categoryId, setCategoryId] = useState(0)
  const categories = useQuery(collectionCategoriesQuery, [])
  const list = usePagedQuery(collectionList, [categoryId], { reachBottom: true })
  const tabs = [{ label: '全部', value: 0 }, ...(categories.data ?? []).map((c) => ({ label: c.name, value: c.id }))]
  return (
    <Screen>
      <Tabs label='藏品分类' tabs={tabs} value={categoryId} onChange={setCategoryId} />
      <PagedListView
        className='museum-collection'
        list={list}
        emptyText='该分类暂无藏品'
        renderItem={(item) => (
          <MuseumRow key={item.id} cover={item.cover} title={item.name} meta={`${item.year} 年`} summary={item.summary} onTap={() => void openPage(paths.museumItem(item.id))} />
        )}
      />
    </Screen>
  )
}
