import { useEffect } from 'react'
import { Text, View } from '@tarojs/components'
import { useToken } from '@/core/session'
import { Screen } from '@/shared/screen'
import { useQuery } from '@/shared/use-load'
import { usePagedQuery } from '@/shared/paged-list'
import { useMyAccountId } from '../hooks/use-my-account-id'
import { ensureLoggedIn } from '../login-gate'
import type { AuthorLink } from '../author-link'
import { accountQuery, authorFeed } from '../queries'
import { AccountCard } from './account-card'
import { ContentFeed } from './content-feed'
import './screen.scss'

/**
 * A community member's page and posts: another author's (`authorId`, spec §7 on the user
 * domain) or, without one, the user's own (`accounts/mine`, login needed). A bad link (`bad`)
 * says so and reads nothing.
 */
export function PersonalScreen({ authorId, bad = false }: AuthorLink) {
  const token = useToken()
  const mineWanted = authorId === undefined && !bad
  const canLoad = !bad && (!mineWanted || Boolean(token))
  const card = useQuery(accountQuery, canLoad && [authorId ?? 'mine'])
  const accountId = card.data?.accountId
  const feed = usePagedQuery(authorFeed, accountId !== undefined && [accountId], { reachBottom: true })
  const meId = useMyAccountId()
  useEffect(() => {
    // The user's own page needs a session: straight to login, and back here afterwards.
    if (mineWanted && !token) ensureLoggedIn()
  }, [mineWanted, token])

  const a = card.data
  const mine = a !== undefined && a.accountId === meId
  return (
    <Screen
      title={mine ? '我的主页' : undefined}
      login={mineWanted ? '登录后查看我的主页' : undefined}
      missing={bad && '主页链接有误，无法打开'}
      unknown='该用户不存在或已注销'
      load={card}
    >
      {a && (
        <View className='cm-screen'>
          <AccountCard account={a} mine={mine} />
          <Text className='cm-section-title'>{mine ? '我的动态' : 'TA 的动态'}</Text>
          <ContentFeed feed={feed} emptyText={mine ? '你还没有发布过动态' : 'TA 还没有发布过动态'} />
        </View>
      )}
    </Screen>
  )
}
