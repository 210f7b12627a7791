import { useRef, type ComponentType } from 'react'
import { Text, View } from '@tarojs/components'
import type { Cart, OrderConfirmBody, OrderLineInput } from '@api/mall'
import { goBack, goBackTo } from '@/core/navigation'
import { isRequestError } from '@/core/request'
import { useToken } from '@/core/session'
import { paths } from '@/routes'
import { TextareaField } from '@/shared/form'
import { InfoRow } from '@/shared/info-row'
import { Screen, StateView } from '@/shared/screen'
import { SubmitBar } from '@/shared/submit-bar'
import { useCart } from '../hooks/use-cart'
import { useOrderConfirm, type OrderConfirmState } from '../hooks/use-order-confirm'
import { yuanText, pointsText } from '../money'
import { cartOrderLines, judgedCoupons, type ConfirmFrom } from '../order/confirm'
import { ORDER_LIMITS } from '../order/limits'
import { OrderConfirmCoupon } from './order-confirm-coupon'
import { OrderConfirmLine } from './order-confirm-line'
import { OrderConfirmPoints } from './order-confirm-points'
import { Section } from './section'
import './order-confirm.scss'

/** One of my ship addresses, chosen (the default first) or added. The page passes the address feature's chooser in: a feature never imports another. */
export interface OrderAddressChooserProps {
  value: number | undefined
  onChange: (addressId: number) => void
  /** The mall's red marks the chosen address, as it marks every choice in the mall. */
  accent: 'mall'
}
export type OrderAddressChooser = ComponentType<OrderAddressChooserProps>

/**
 * The lines the screen orders. From the cart they are read once: once the order is placed its
 * lines leave the cart, and the screen (still paying) must not turn into an empty order.
 */
function useOrderBody(from: ConfirmFrom | undefined, cart: Cart | undefined): OrderConfirmBody | undefined {
  const frozen = useRef<OrderLineInput[]>()
  if (!frozen.current && cart) frozen.current = cartOrderLines(cart).slice(0, ORDER_LIMITS.lines)
  if (from?.source === 'buy') return { source: 'buy', lines: from.lines }
  return from && frozen.current?.length ? { source: 'cart', lines: frozen.current } : undefined
}

function Totals({ order }: { order: OrderConfirmState }) {
  const { amounts } = order
  const pointsWorth = amounts.goods - amounts.discount - amounts.cash
  return (
    <Section className='order-confirm__totals'>
      <InfoRow label='商品金额'>{yuanText(amounts.goods)}</InfoRow>
      <InfoRow label='优惠券'>{`-${yuanText(amounts.discount)}`}</InfoRow>
      {order.mixed && <InfoRow label='积分抵扣'>{`-${yuanText(pointsWorth)}（${pointsText(amounts.points)}）`}</InfoRow>}
      <InfoRow label='需付款'>
        <Text className='order-confirm__cash'>{yuanText(amounts.cash)}</Text>
      </InfoRow>
    </Section>
  )
}

function ConfirmForm({ order, Chooser }: { order: OrderConfirmState; Chooser: OrderAddressChooser }) {
  const data = order.confirm.data!
  const { form, amounts, range, coupon } = order
  const now = Date.parse(data.now)
  const pointsWorth = amounts.goods - amounts.discount - amounts.cash
  return (
    <View className='order-confirm'>
      {data.needsAddress && (
        <Section title='收货地址' className='order-confirm__address'>
          <Chooser value={form.values.addressId} onChange={order.chooseAddress} accent='mall' />
          {form.values.addressId === undefined && <Text className='order-confirm__missing'>请选择收货地址</Text>}
        </Section>
      )}
      <Section title={`商品 ${data.lines.length} 种`}>
        {data.lines.map((line) => (
          <OrderConfirmLine key={line.skuId} line={line} />
        ))}
      </Section>
      <Section>
        <OrderConfirmCoupon
          coupons={judgedCoupons(data.coupons, data.lines, now)}
          chosenId={coupon?.userCouponId}
          discount={amounts.discount}
          onChoose={order.chooseCoupon}
        />
      </Section>
      {order.mixed && <OrderConfirmPoints range={range} points={amounts.points} worth={pointsWorth} balance={data.pointBalance} onChange={order.choosePoints} />}
      <Section className='order-confirm__remark'>
        <TextareaField
          label='订单备注'
          value={form.values.remark}
          error={form.errors.remark}
          maxlength={ORDER_LIMITS.remark}
          placeholder='选填，如配送时间要求'
          onChange={(remark) => form.set({ remark })}
        />
      </Section>
      <Totals order={order} />
      <SubmitBar
        form={form}
        onSubmit={() => void order.submit()}
        busyText='提交中…'
        className='order-confirm__submit'
        accent='mall'
        above={
          <View className='order-confirm__sum'>
            {order.blocker && (
              <View className='order-confirm__blocker' role='alert'>
                {order.blocker}
              </View>
            )}
            <Text className='order-confirm__pay'>
              {`实付 ${yuanText(amounts.cash)}`}
              {amounts.points > 0 && ` + ${pointsText(amounts.points)}`}
            </Text>
          </View>
        }
      >
        提交订单
      </SubmitBar>
    </View>
  )
}

/**
 * The server refused these lines as a whole (voucher and physical goods together, goods gone):
 * reading again cannot help, so the page says why and leads back instead of offering a retry.
 */
function refusalOf(error: unknown): string | undefined {
  if (!isRequestError(error) || error.kind !== 'status') return undefined
  const code = error.statusCode ?? error.status ?? 0
  return code >= 400 && code < 500 && code !== 401 ? error.message : undefined
}

/**
 * 确认订单: the cart's selected lines (`from=cart`) or one SKU bought now, priced by the server;
 * the ship-to address (not for voucher goods), the coupon, the points of payType 4 goods, a
 * remark and the totals; submit creates the order once, then it is paid (or settled) at once.
 */
export function OrderConfirmScreen({ from, Chooser }: { from: ConfirmFrom | undefined; Chooser: OrderAddressChooser }) {
  const loggedIn = !!useToken()
  const fromCart = from?.source === 'cart'
  const cart = useCart(loggedIn && fromCart)
  const body = useOrderBody(from, cart.cart)
  const order = useOrderConfirm(body)
  const nothing = fromCart && cart.cart !== undefined && !body
  const refusal = refusalOf(order.confirm.error)
  const loads = refusal ? [] : [order.confirm]
  return (
    <Screen login='登录后确认订单' missing={!from && '缺少要购买的商品，无法确认订单'} load={fromCart ? [cart.load, ...loads] : loads}>
      {nothing && <StateView title='没有要结算的商品' text='请回到购物车勾选要结算的商品' retryText='返回购物车' onRetry={() => void goBackTo(paths.cart())} />}
      {refusal && (
        <StateView title='无法结算' text={refusal} retryText={fromCart ? '返回购物车' : '返回'} onRetry={() => void (fromCart ? goBackTo(paths.cart()) : goBack())} />
      )}
      {order.confirm.data && <ConfirmForm order={order} Chooser={Chooser} />}
    </Screen>
  )
}
