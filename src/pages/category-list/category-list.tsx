import { useState } from 'react'
import { View } from '@tarojs/components'
import { currentUrl, openPage } from '@/core/navigation'
import { loginPageUrl, useToken } from '@/core/session'
import { CategoryBrowser } from '@/features/mall/components/category-browser'
import { MallShortcuts } from '@/features/mall/components/mall-shortcuts'
import { PointsBar } from '@/features/mall/components/points-bar'
import { Section } from '@/features/mall/components/section'
import { useLiveCartCount } from '@/features/mall/hooks/use-cart-count'
import { useCategories } from '@/features/mall/hooks/use-categories'
import { usePointBalance } from '@/features/mall/hooks/use-point-balance'
import { getPointDetail } from '@/features/user/api'
import { MedalList } from '@/features/user/components/medal-list'
import { PageShell } from '@/shared/page-shell'

/**
 * All categories, the mall's entrance (main package, so it imports the few mall modules it
 * shows and nothing of the detail or cart screens).
 */
export default function CategoryListPage() {
  const loggedIn = !!useToken()
  const categories = useCategories()
  const points = usePointBalance(getPointDetail, loggedIn)
  const cartCount = useLiveCartCount(loggedIn)
  const [medalsOpen, setMedalsOpen] = useState(false)

  return (
    <PageShell
      loading={categories.rootsLoading && !categories.roots}
      error={categories.rootsFailed && !categories.roots ? '分类加载失败，请检查网络后重试' : undefined}
      onRetry={categories.retryRoots}
    >
      <View className='category-list-page'>
        <PointsBar
          loggedIn={loggedIn}
          points={points}
          onLogin={() => void openPage(loginPageUrl(currentUrl()))}
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
    </PageShell>
  )
}
