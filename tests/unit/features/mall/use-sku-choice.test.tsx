import { useState } from 'react'
import type { GoodsExtra } from '@api/mall'
import { View } from '@tarojs/components'
import { useSkuChoice, type SkuChoice } from '@/features/mall/hooks/use-sku-choice'
import { act, render } from '../../../support/render'
import { colourSku, goodsExtra } from './support'

// Each render of the probe: the selection it showed.
const rendered: string[] = []
let showItem: (extra: GoodsExtra) => void = () => undefined
let choice: SkuChoice

function Probe() {
  const [extra, setExtra] = useState<GoodsExtra>()
  showItem = setExtra
  choice = useSkuChoice(extra, undefined)
  rendered.push(JSON.stringify(choice.selection))
  return <View className='probe'>{choice.sku?.skuId ?? '-'}</View>
}

beforeEach(() => {
  rendered.length = 0
})

test('an item with one SKU shows it chosen in the render that shows the item, with no render more', async () => {
  await render(Probe)
  await act(() => showItem(goodsExtra({ skus: [colourSku(100202, '星云灰', 12)] })))
  expect(rendered).toEqual(['{}', '{"颜色":"星云灰"}'])
  expect(choice.sku?.skuId).toBe(100202)
})

test('picks and the quantity are kept within limits, and another item starts again from its default', async () => {
  await render(Probe)
  await act(() => showItem(goodsExtra()))
  await act(() => choice.pick('颜色', '月光白'))
  expect(choice.sku?.skuId).toBe(100203)
  await act(() => choice.setQuantity(5))
  expect(choice.quantity).toBe(3) // 月光白 has 3 in stock
  await act(() => choice.pick('颜色', '月光白'))
  expect(choice.selection).toEqual({})
  await act(() => showItem(goodsExtra({ skus: [colourSku(100301, '曜石黑', 4)] })))
  expect(choice.selection).toEqual({ 颜色: '曜石黑' })
  expect(choice.quantity).toBe(1)
})
