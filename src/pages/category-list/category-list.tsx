import { useState } from 'react'
import { View } from '@tarojs/components'
import { useToken } from '@/core/session'
import { CategoryBrowser } from '@/features/mall/components/category-browser'
import { MallShortcuts } from '@/features/mall/components/mall-shortcuts'
import { PointsBar } from '@/features/mall/components/points-bar'
import { Section } from '@/features/mall/components/section'
import { useCartCount } from '@/features/mall/atoms'
import { useCategories } from '@/features/mall/hooks/use-categories'
import { usePointBalance } from '@/entities/points'
import { MedalList } from '@/features/user/components/medal-list'
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
