import type { VoucherCode } from '@api/mall'
import { Text, View } from '@tarojs/components'
import { Panel } from '@/shared/panel'
import { StatusTag } from '@/shared/status-tag'
import { formatDate } from '@/utils'
import { Copyable } from './order-detail-parts'
import './order-detail.scss'

/** A paid voucher order's codes, one per unit: each says whether it was used and until when it holds. */
export function OrderVouchers({ codes }: { codes: VoucherCode[] }) {
  return (
    <Panel title={`券码（${codes.length}）`} className='order-vouchers'>
      {codes.map((c) => (
        <View key={c.code} className={`order-voucher${c.used ? ' order-voucher--used' : ''}`} data-code={c.code}>
          <View className='order-voucher__main'>
            <Copyable text={c.code} label='券码' />
            <Text className='order-voucher__valid'>有效期至 {formatDate(c.validTo)}</Text>
          </View>
          <StatusTag tone={c.used ? 'muted' : 'success'} className='order-voucher__state'>
            {c.used ? '已使用' : '未使用'}
          </StatusTag>
        </View>
      ))}
    </Panel>
  )
}
