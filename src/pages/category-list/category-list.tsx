import { useState } from 'react'
import { View } from '@tarojs/components'
import { useToken } from '@/core/session'
import { CategoryBrowser, MallShortcuts, PointsBar, Section, useCartCount, useCategories } from '@/features/mall'
import { MedalList } from '@/features/user'
import { usePointBalance } from '@/entities/points'
import { Screen } from '@/shared/screen'
import { loginHere } from '@/shared/login-prompt'

/**
 * All categories, the mall's entrance (main package, so it imports the few mall modules it
 * shows and nothing of the detail or cart screens).
 */
export default function CategoryListPage() {
  const loggedIn = !!useToken()
  const categories = useCategories()
  const points = usePointBalance(loggedIn)
  const cartCount = useCartCount(loggedIn)
  const [medalsOpen, setMedalsOpen] = useState(false)

  return (
    <Screen load={categories.main}>
      <View className='category-list-page'>
        <PointsBar
          loggedIn={loggedIn}
          points={points}
          onLogin={() => void loginHere()}
          action={{ label: medalsOpen ? '收起勋章' : '我的勋章', onClick: () => setMedalsOpen((v) => !v) }}
        />
        {medalsOpen && loggedIn && (
          <Section title='我的勋章'>
            <MedalList accountId={points.accountId} />
          </Section>
        )}
        <MallShortcuts cartCount={cartCount} />
        <CategoryBrowser state={categories} />
      </View>
    </Screen>
  )
}
