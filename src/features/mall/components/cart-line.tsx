import type { CartItem } from '@api/mall'
import { Text, View } from '@tarojs/components'
import { openPage } from '@/core/navigation'
import { Img } from '@/shared/img'
import { Stepper } from '@/shared/stepper'
import { paths } from '@/routes'
import { lineMax } from '../cart'
import { splitCashPoints } from '../money'
import { skuAttrText } from '../sku'
import { PriceText } from './price-text'
import './cart-line.scss'

export interface CartLineProps {
  line: CartItem
  pointRatio: number
  onToggle: (line: CartItem) => void
  onQuantity: (line: CartItem, quantity: number) => void
  onDelete: (line: CartItem) => void
}

export function Check({ checked, disabled, label, onClick }: { checked: boolean; disabled?: boolean; label: string; onClick?: () => void }) {
  return (
    <View
      className={`cart-check${checked ? ' cart-check--on' : ''}${disabled ? ' cart-check--off' : ''}`}
      role='checkbox'
      aria-checked={checked}
      aria-disabled={disabled}
      aria-label={label}
      onClick={() => !disabled && onClick?.()}
    />
  )
}

/** One cart line: select, picture, SKU, unit price (cash + points), quantity, delete. */
export function CartLine({ line, pointRatio, onToggle, onQuantity, onDelete }: CartLineProps) {
  const unit = splitCashPoints(line.price, line.payType, line.maxPointPrice, pointRatio)
  return (
    <View className={`cart-line${line.valid ? '' : ' cart-line--invalid'}`} data-sku-id={line.skuId}>
      <Check checked={line.selected} disabled={!line.valid} label={`选择 ${line.name}`} onClick={() => onToggle(line)} />
      <Img className='cart-line__image' src={line.image} mode='aspectFill' alt={`查看 ${line.name}`} onClick={() => void openPage(paths.goodsDetail(line.itemId))} />
      <View className='cart-line__body'>
        <Text className='cart-line__name'>{line.name}</Text>
        <Text className='cart-line__sku'>{skuAttrText(line.saleAttributes)}</Text>
        {!line.valid && <Text className='cart-line__reason'>已售罄或已下架</Text>}
        <View className='cart-line__foot'>
          <PriceText fen={unit.cash} points={unit.points} size='small' />
          {line.valid && (
            <Stepper className='cart-line__stepper' label={`${line.name} 数量`} value={line.quantity} max={lineMax(line)} onChange={(value) => onQuantity(line, value)} />
          )}
        </View>
        <View className='cart-line__actions'>
          {line.valid && line.quantity >= line.stockQuantity && <Text className='cart-line__note'>库存仅剩 {line.stockQuantity} 件</Text>}
          <View className='cart-line__delete' role='button' onClick={() => onDelete(line)}>
            删除
          </View>
        </View>
      </View>
    </View>
  )
}
