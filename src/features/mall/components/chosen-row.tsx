import { Text, View } from '@tarojs/components'
import { skuAttrText } from '../sku'
import type { SkuChoice } from '../hooks/use-sku-choice'
import './chosen-row.scss'

/** '已选 曜石黑 ×1' or '请选择 颜色 尺码'; opens the SKU sheet. */
export function ChosenRow({ choice, onOpen }: { choice: SkuChoice; onOpen: () => void }) {
  const text = choice.sku ? `${skuAttrText(choice.sku.saleAttributes)} ×${choice.quantity}` : `请选择 ${choice.missing.join(' ')}`
  return (
    <View className='chosen-row' role='button' onClick={onOpen}>
      <Text className='chosen-row__key'>{choice.sku ? '已选' : '规格'}</Text>
      <Text className='chosen-row__value'>{text}</Text>
      <Text className='chosen-row__more'>›</Text>
    </View>
  )
}
