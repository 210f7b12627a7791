import { useState } from 'react'
import { Input, View } from '@tarojs/components'
import { Button } from '@/shared/button'
import { PagedListView, usePagedQuery } from '@/shared/paged-list'
import { Screen } from '@/shared/screen'
import { TEAM_LIMITS } from '../constants'
import { teamsList } from '../queries'
import { useJoin } from '../use-join'
import { TeamCard } from './team-card'
import './team-list-screen.scss'

/** 战队列表: the season's teams, highest score first, searched by name on confirm; join one with room. */
export function TeamListScreen() {
  const [typed, setTyped] = useState('')
  const [keyword, setKeyword] = useState('')
  const joining = useJoin()
  const list = usePagedQuery(teamsList, [keyword], { reachBottom: true })
  const search = () => setKeyword(typed.trim())
  return (
    <Screen>
      <View className='team-search' role='search'>
        <Input
          className='team-search__input'
          value={typed}
          placeholder='搜索战队名称'
          aria-label='战队名称'
          maxlength={TEAM_LIMITS.nameMax}
          confirmType='search'
          onInput={(e) => setTyped(e.detail.value)}
          onConfirm={search}
        />
        <Button className='team-search__go' onClick={search}>
          搜索
        </Button>
      </View>
      <PagedListView
        className='team-list'
        list={list}
        emptyText={keyword ? `没有找到“${keyword}”相关的战队` : '本赛季还没有战队'}
        renderItem={(t) => <TeamCard key={t.id} team={t} joining={joining} />}
      />
    </Screen>
  )
}
