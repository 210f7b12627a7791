import { View } from '@tarojs/components'
import { Button } from '@/shared/button'
import { DRAFTS, PickerField, TextField, filled, on, sendFailedText, useForm, type Rules } from '@/shared/form'
import { Panel } from '@/shared/panel'
import { toast } from '@/shared/toast'
import { shipAfterSaleReturn } from '../api'
import './after-sale-detail.scss'

/** The carriers most returns go by; 其他 for the rest (the merchant reads the number either way). */
export const RETURN_CARRIERS = ['顺丰速运', '中通快递', '圆通速递', '韵达快递', '申通快递', '京东物流', '邮政快递包裹', 'EMS', '其他'] as const
const CARRIER_OPTIONS = RETURN_CARRIERS.map((c) => ({ value: c, label: c }))

// The server's rule (ReturnShipmentSchema) said here too, so a typo is caught before a round trip.
const TRACKING_NO = /^[0-9A-Za-z]{6,30}$/

interface Values {
  carrier: string
  trackingNo: string
}

const RULES: Rules<Values> = {
  carrier: on('carrier', filled('请选择快递公司')),
  trackingNo: on('trackingNo', filled('请填写运单号'), (no) => (TRACKING_NO.test(no.trim()) ? undefined : '运单号应为 6-30 位字母或数字')),
}

export interface ReturnShipmentFormProps {
  id: number
  onClose: () => void
}

/**
 * 填写退货物流: the carrier and the tracking number of the goods sent back. The write marks the
 * orders, so the request reads again and shows 商品寄回中; a refusal shows the server's reason
 * above the buttons and keeps what was typed (and the draft keeps it if the page is left).
 */
export function ReturnShipmentForm({ id, onClose }: ReturnShipmentFormProps) {
  const form = useForm<Values>({ initial: { carrier: '', trackingNo: '' }, rules: RULES, draft: DRAFTS.afterSaleReturn(id) })
  const submit = async () => {
    const sent = await form.submit((v) => shipAfterSaleReturn(id, { carrier: v.carrier, trackingNo: v.trackingNo.trim() }))
    if (!sent) return
    toast('退货物流已提交', 'success')
    onClose()
  }
  return (
    <Panel title='填写退货物流' className='mall-after-sale-return'>
      <PickerField
        label='快递公司'
        required
        placeholder='请选择快递公司'
        options={CARRIER_OPTIONS}
        value={form.values.carrier}
        error={form.errors.carrier}
        onChange={(carrier) => form.set({ carrier })}
      />
      <TextField
        className='mall-after-sale-return__no'
        label='运单号'
        required
        placeholder='6-30 位字母或数字'
        maxlength={30}
        value={form.values.trackingNo}
        error={form.errors.trackingNo}
        onChange={(trackingNo) => form.set({ trackingNo })}
      />
      {form.failure !== undefined && (
        <View className='mall-after-sale-return__failure' role='alert'>
          {sendFailedText(form.failure)}
        </View>
      )}
      <View className='mall-after-sale-return__actions'>
        <Button className='mall-after-sale-return__cancel' variant='secondary' size='m' tone='neutral' disabled={form.submitting} onClick={onClose}>
          取消
        </Button>
        <Button className='mall-after-sale-return__submit' variant='primary' size='m' tone='mall' loading={form.submitting} onClick={() => void submit()}>
          提交
        </Button>
      </View>
    </Panel>
  )
}
