import { Text, View } from '@tarojs/components'
import { Button } from '@/shared/button'
import { openPage } from '@/core/navigation'
import { useToken } from '@/core/session'
import { cappedNumber } from '@/utils/count'
import { paths } from '@/routes'
import { useCartCount } from '../atoms'
import './buy-bar.scss'

export interface BuyBarProps {
  /** '' when the goods can be bought; else the reason, shown on the disabled button. */
  blockedReason: string
  onAddToCart: () => void
  /** 立即购买: opens the SKU sheet too, where the SKU and quantity are chosen first. */
  onBuyNow: () => void
}

/**
 * The bottom bar of the goods detail: the cart with its badge, add to cart and buy now. The badge
 * is read here (logged in), so its answer renders the bar, not the whole screen again; the bar
 * mounts once the goods have painted.
 */
export function BuyBar({ blockedReason, onAddToCart, onBuyNow }: BuyBarProps) {
  const cartCount = useCartCount(!!useToken())
  return (
    <View className='buy-bar'>
      <View className='buy-bar__cart' role='link' aria-label={`购物车，${cartCount} 件`} onClick={() => void openPage(paths.cart())}>
        <View className='buy-bar__cart-icon' />
        <Text className='buy-bar__cart-label'>购物车</Text>
        {cartCount > 0 && (
          <Text className='buy-bar__badge' data-testid='cart-badge'>
            {cappedNumber(cartCount, 99)}
          </Text>
        )}
      </View>
      <Button className='buy-bar__add' variant='primary' tone='warning' disabled={!!blockedReason} onClick={onAddToCart}>
        {blockedReason ? '暂不可购买' : '加入购物车'}
      </Button>
      {!blockedReason && (
        <Button className='buy-bar__buy' variant='primary' tone='mall' onClick={onBuyNow}>
          立即购买
        </Button>
      )}
    </View>
  )
}
