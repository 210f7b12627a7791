import type { AfterSaleKind, Order, OrderLine } from '@api/mall'
import { Text, View } from '@tarojs/components'
import { ChipsField, FormField, ImageField, PickerField, TextareaField } from '@/shared/form'
import { Stepper } from '@/shared/stepper'
import { SubmitBar } from '@/shared/submit-bar'
import { useAfterSaleApply } from '../hooks/use-after-sale-apply'
import { AFTER_SALE_LIMITS, AFTER_SALE_REASONS, KIND_TEXT, refundAmount, refundText, type LineOptions } from '../order/after-sale'
import './after-sale-apply.scss'

/** What each kind means, under its chip. */
const KIND_HINT: Record<AfterSaleKind, string> = {
  refund: '未发货，直接退款',
  return: '寄回商品后退款',
  exchange: '寄回商品后换新',
}

/** 退款金额 by the rule (read only), and how it comes back. */
function RefundLine({ order, line, quantity, kind }: { order: Order; line: OrderLine; quantity: number; kind: AfterSaleKind }) {
  const exchange = kind === 'exchange'
  const notes = exchange
    ? ['商家同意后，请按售后详情中的地址寄回商品，商家收货后为您换新。']
    : [
        '积分和现金按原支付方式退回：积分退回账户，现金退回原支付账户。',
        order.coupon && '订单全部退款时，优惠券在有效期内退回。',
        kind === 'return' && '商家同意后，请按售后详情中的地址寄回商品并填写运单号。',
      ]
  return (
    <View className='mall-after-sale__group'>
      <FormField label='退款金额'>
        <Text className='mall-after-sale__amount'>{exchange ? '换货无需退款' : refundText(refundAmount(order, line, quantity, kind))}</Text>
      </FormField>
      {notes.filter(Boolean).map((note) => (
        <Text key={String(note)} className='mall-after-sale__note'>
          {note}
        </Text>
      ))}
    </View>
  )
}

export interface AfterSaleApplyFormProps {
  order: Order
  line: OrderLine
  /** What the line allows now (lineOptions): at least one kind. */
  options: LineOptions
}

/** Kind, quantity, reason, description and photos of one line's request, the amount, and 提交申请. */
export function AfterSaleApplyForm({ order, line, options }: AfterSaleApplyFormProps) {
  const { form, submit, chooseKind } = useAfterSaleApply(order, line, options)
  const { values: v, errors, set } = form
  const kind = v.kind && options.kinds.includes(v.kind) ? v.kind : undefined
  return (
    <View className='mall-after-sale__form'>
      <View className='mall-after-sale__group'>
        <ChipsField
          label='申请类型'
          required
          options={options.kinds.map((k) => ({ value: k, label: KIND_TEXT[k], sub: KIND_HINT[k] }))}
          value={kind ?? null}
          error={errors.kind}
          onChange={(k) => chooseKind(k as AfterSaleKind)}
        />
        {options.left > 1 && (
          <FormField label='申请数量' required error={errors.quantity}>
            <Stepper label='申请数量' value={v.quantity} max={options.left} onChange={(quantity) => set({ quantity })} />
          </FormField>
        )}
        <PickerField
          label='申请原因'
          required
          placeholder='请选择'
          blocked={kind ? undefined : '请先选择申请类型'}
          options={kind ? AFTER_SALE_REASONS[kind].map((r) => ({ value: r, label: r })) : []}
          value={v.reason || undefined}
          error={errors.reason}
          onChange={(reason) => set({ reason })}
        />
      </View>
      {kind && <RefundLine order={order} line={line} quantity={v.quantity} kind={kind} />}
      <View className='mall-after-sale__group'>
        <TextareaField
          label='问题描述'
          value={v.description}
          maxlength={AFTER_SALE_LIMITS.description}
          placeholder='请描述遇到的问题，便于商家尽快处理（选填）'
          error={errors.description}
          onChange={(description) => set({ description })}
        />
        <ImageField
          className='mall-after-sale__photos'
          uploads={form.uploads}
          label='上传凭证'
          addLabel='添加照片'
          max={AFTER_SALE_LIMITS.photos}
          value={v.photos}
          error={errors.photos}
          onChange={(photos) => set({ photos })}
        />
      </View>
      <SubmitBar form={form} onSubmit={submit} accent='mall'>
        提交申请
      </SubmitBar>
    </View>
  )
}
