import { View } from '@tarojs/components'
import { Button } from '@/shared/button'
import { openPage } from '@/core/navigation'
import { useToken } from '@/core/session'
import { ShipToBar } from '@/features/address'
import { allSelected, CartFooter, CartLine, cartTotals, EmptyNote, PointsBar, Section, splitCart, useCart } from '@/features/mall'
import { usePointBalance } from '@/entities/points'
import { DEFAULT_POINT_RATIO } from '@/constants'
import { Screen } from '@/shared/screen'
import { paths } from '@/routes'
import { loginHere } from '@/shared/login-prompt'
import './index.scss'

/** The cart: lines by SKU with quantity, selection and delete; invalid lines apart; totals in cash and points. */
export default function CartPage() {
  const loggedIn = !!useToken()
  const cart = useCart(loggedIn)
  const points = usePointBalance(loggedIn)
  const toLogin = () => void loginHere()

  if (!loggedIn) return <Screen login='登录后查看购物车' />

  const list = cart.cart?.list ?? []
  const { valid, invalid } = splitCart(list)
  const selected = valid.filter((l) => l.selected)
  const ratio = DEFAULT_POINT_RATIO
  return (
    <Screen load={cart.load}>
      <View className='cart-page'>
        <PointsBar loggedIn={loggedIn} points={points} onLogin={toLogin} />
        <ShipToBar />
        {!list.length && (
          <Section>
            <EmptyNote text='购物车还是空的' />
            <Button className='cart-page__shop' variant='primary' size='m' onClick={() => void openPage(paths.categories())}>
              去逛逛
            </Button>
          </Section>
        )}
        {!!valid.length && (
          <Section
            title={`共 ${valid.length} 种商品`}
            extra={
              selected.length > 0 && (
                <View className='cart-page__head-action' role='button' onClick={() => void cart.remove(selected)}>
                  {`删除所选 (${selected.length})`}
                </View>
              )
            }
          >
            {valid.map((line) => (
              <CartLine key={line.id} line={line} pointRatio={ratio} onToggle={cart.toggle} onQuantity={cart.setQuantity} onDelete={(l) => void cart.remove([l])} />
            ))}
          </Section>
        )}
        {!!invalid.length && (
          <Section
            title={`失效商品 ${invalid.length} 件`}
            extra={
              <View className='cart-page__head-action' role='button' onClick={() => void cart.remove(invalid)}>
                清空失效商品
              </View>
            }
          >
            {invalid.map((line) => (
              <CartLine key={line.id} line={line} pointRatio={ratio} onToggle={cart.toggle} onQuantity={cart.setQuantity} onDelete={(l) => void cart.remove([l])} />
            ))}
          </Section>
        )}
        {!!list.length && (
          <CartFooter
            allChecked={allSelected(list)}
            canSelect={valid.length > 0}
            totals={cartTotals(list, ratio)}
            pointRatio={ratio}
            pointBalance={points.balance}
            onToggleAll={() => void cart.toggleAll()}
            onCheckout={() => (loggedIn ? void openPage(paths.orderConfirm({ cart: true })) : toLogin())}
          />
        )}
      </View>
    </Screen>
  )
}
