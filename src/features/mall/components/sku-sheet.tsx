import type { GoodsExtra } from '@api/mall'
import { Text, View } from '@tarojs/components'
import { Button } from '@/shared/button'
import { Img } from '@/shared/img'
import { Popup } from '@/shared/popup'
import { Stepper } from '@/shared/stepper'
import { attrGroups, isValueAvailable, skuAttrText } from '../sku'
import { splitCashPoints } from '../money'
import type { SkuChoice } from '../hooks/use-sku-choice'
import { PriceText } from './price-text'
import './sku-sheet.scss'

export interface SkuSheetProps {
  visible: boolean
  onClose: () => void
  extra: GoodsExtra
  choice: SkuChoice
  pointRatio: number
  /** '' when the goods can be bought, else why not (off shelf). */
  blockedReason: string
  busy: boolean
  /** 加入购物车. */
  onConfirm: () => void
  /** 立即购买: the confirm page for the chosen SKU and quantity. */
  onBuyNow: () => void
}

function limitNote(choice: SkuChoice, extra: GoodsExtra): string {
  if (choice.flashLine) return `秒杀价每人限购 ${choice.flashLine.skuBuyLimit} 件`
  if (choice.sku && (choice.sku.isLimit || extra.item.isLimit)) return `每人限购 ${extra.limitQuantity} 件`
  return ''
}

function confirmLabel(choice: SkuChoice, blockedReason: string): string {
  if (blockedReason) return blockedReason
  if (!choice.sku) return choice.missing.length ? `请选择 ${choice.missing.join(' ')}` : '请选择规格'
  if (choice.max === 0) return '该规格已售罄'
  return '加入购物车'
}

/** The SKU picker: attribute groups (sold-out values disabled), stock, limits, quantity; add to cart or buy now. */
export function SkuSheet({ visible, onClose, extra, choice, pointRatio, blockedReason, busy, onConfirm, onBuyNow }: SkuSheetProps) {
  const { item, skus } = extra
  const { sku, flashLine, selection } = choice
  const price = flashLine?.activityPrice ?? sku?.price ?? item.lowPrice
  // Points only once a SKU is chosen: before that the price is a range and so would they be.
  const points = sku ? splitCashPoints(price, sku.payType, item.maxPointPrice, pointRatio).points : 0
  const label = confirmLabel(choice, blockedReason)
  const ready = !blockedReason && !!sku && choice.max > 0
  const note = limitNote(choice, extra)

  return (
    <Popup visible={visible} position='bottom' round closeable onClose={onClose} className='sku-sheet' closeAriaLabel='关闭'>
      <View className='sku-sheet__head'>
        <Img className='sku-sheet__image' src={sku?.image ?? item.mainImage} mode='aspectFill' alt='' />
        <View className='sku-sheet__info'>
          <PriceText fen={price} points={points} highFen={sku ? undefined : item.highPrice} size='large' />
          {flashLine && sku && <PriceText fen={sku.price} strike />}
          <Text className='sku-sheet__stock'>{sku ? `库存 ${sku.stockQuantity} 件` : `共 ${skus.length} 种规格`}</Text>
          <Text className='sku-sheet__chosen'>{sku ? `已选：${skuAttrText(sku.saleAttributes)}` : label}</Text>
        </View>
      </View>
      <View className='sku-sheet__body'>
        {attrGroups(skus).map((group) => (
          <View key={group.key} className='sku-sheet__group'>
            <Text className='sku-sheet__group-title'>{group.key}</Text>
            <View className='sku-sheet__values'>
              {group.values.map((value) => {
                const available = isValueAvailable(skus, selection, group.key, value)
                const chosen = selection[group.key] === value
                return (
                  <View
                    key={value}
                    role='radio'
                    aria-checked={chosen}
                    aria-disabled={!available}
                    className={`sku-sheet__value${chosen ? ' sku-sheet__value--chosen' : ''}${available ? '' : ' sku-sheet__value--off'}`}
                    onClick={() => available && choice.pick(group.key, value)}
                  >
                    {value}
                    {group.unit}
                    {!available && '（缺货）'}
                  </View>
                )
              })}
            </View>
          </View>
        ))}
        <View className='sku-sheet__quantity'>
          <View>
            <Text className='sku-sheet__group-title'>购买数量</Text>
            {note && <Text className='sku-sheet__limit'>{note}</Text>}
          </View>
          <Stepper label='购买数量' value={choice.quantity} max={Math.max(1, choice.max)} disabled={!sku || choice.max === 0} onChange={choice.setQuantity} />
        </View>
      </View>
      <View className='sku-sheet__foot'>
        <Button
          className='sku-sheet__confirm'
          variant='primary'
          tone='warning'
          disabled={!ready || busy}
          onClick={onConfirm}
        >
          {busy ? '正在加入…' : label}
        </Button>
        {ready && (
          <Button className='sku-sheet__buy' variant='primary' tone='mall' disabled={busy} onClick={onBuyNow}>
            立即购买
          </Button>
        )}
      </View>
    </Popup>
  )
}
