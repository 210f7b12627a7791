import { useState } from 'react'
import { PagedListView, usePagedQuery } from '@/shared/paged-list'
import { Screen } from '@/shared/screen'
import { SearchBar } from '@/shared/search-bar'
import { TEAM_LIMITS } from '../constants'
import { teamsList } from '../queries'
import { useJoin } from '../use-join'
import { TeamCard } from './team-card'

/** 战队列表: the season's teams, highest score first, searched by name on confirm; join one with room. */
export function TeamListScreen() {
  const [typed, setTyped] = useState('')
  const [keyword, setKeyword] = useState('')
  const joining = useJoin()
  const list = usePagedQuery(teamsList, [keyword], { reachBottom: true })
  const search = () => setKeyword(typed.trim())
  return (
    <Screen>
      <SearchBar value={typed} placeholder='搜索战队名称' label='战队名称' maxlength={TEAM_LIMITS.nameMax} onInput={setTyped} onSearch={search} withButton />
      <PagedListView
        className='team-list'
        list={list}
        emptyText={keyword ? `没有找到“${keyword}”相关的战队` : '本赛季还没有战队'}
        renderItem={(t) => <TeamCard key={t.id} team={t} joining={joining} />}
      />
    </Screen>
  )
}
