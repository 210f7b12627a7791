import { useEffect } from 'react'
import type { AfterSaleCreateBody, AfterSaleKind, Order, OrderLine } from '@api/mall'
import { redirectTo } from '@/core/navigation'
import { paths } from '@/routes'
import { DRAFTS, maxLength, on, toastFirstError, useForm, type Rules } from '@/shared/form'
import { useSubscribe } from '@/shared/subscribe'
import { toast } from '@/shared/toast'
import { createAfterSale } from '../api'
import { AFTER_SALE_LIMITS, AFTER_SALE_REASONS, refundAmount, type LineOptions } from '../order/after-sale'

/** What the apply form holds for one order line; '' while no kind is chosen. */
export interface AfterSaleValues {
  kind: AfterSaleKind | ''
  quantity: number
  reason: string
  description: string
  photos: string[]
}

export type AfterSaleField = keyof AfterSaleValues

/** A line with one kind has it chosen; the quantity starts at every unit that may still be asked for. */
export const afterSaleStart = (options: LineOptions): AfterSaleValues => ({
  kind: options.kinds.length === 1 ? options.kinds[0] : '',
  quantity: options.left,
  reason: '',
  description: '',
  photos: [],
})

/**
 * What the line allows now, checked again on submit: a draft restored after the order moved on
 * (shipped since, a unit refunded) may hold a kind, a reason or a quantity no longer allowed.
 */
export function afterSaleRules(options: LineOptions): Rules<AfterSaleValues, AfterSaleField> {
  const { photos, description } = AFTER_SALE_LIMITS
  return {
    kind: (v) => (v.kind && options.kinds.includes(v.kind) ? undefined : '请选择申请类型'),
    quantity: (v) => (v.quantity >= 1 && v.quantity <= options.left ? undefined : `申请数量应为 1-${options.left} 件`),
    // Without a kind the kind's message is enough.
    reason: (v) => (!v.kind || AFTER_SALE_REASONS[v.kind].includes(v.reason) ? undefined : '请选择申请原因'),
    description: on('description', maxLength(description, `问题描述最多 ${description} 字`)),
    photos: (v) => (v.photos.length <= photos ? undefined : `最多上传 ${photos} 张照片`),
  }
}

type Judged = Parameters<typeof refundAmount>
/** The request as sent: the amount is the rule's, the same the page shows. */
export function afterSaleBody(order: Judged[0] & Pick<Order, 'id'>, line: Judged[1], v: AfterSaleValues): AfterSaleCreateBody {
  const kind = v.kind as AfterSaleKind
  return {
    orderId: order.id,
    skuId: line.skuId,
    kind,
    quantity: v.quantity,
    reason: v.reason,
    description: v.description.trim(),
    photos: v.photos,
    ...refundAmount(order, line, v.quantity, kind),
  }
}

/**
 * The apply form of one line: its draft per order and line, and the send. Sent, the request's
 * page takes this one's place, so back from it leads to the order, not to a used form.
 */
export function useAfterSaleApply(order: Order, line: OrderLine, options: LineOptions) {
  const form = useForm<AfterSaleValues, AfterSaleField>({
    initial: afterSaleStart(options),
    rules: afterSaleRules(options),
    onInvalid: toastFirstError,
    draft: DRAFTS.afterSale(order.id, line.skuId),
  })
  // A draft (or an order read again) may ask for more units than are left now; with one left
  // there is no stepper to lower it, so it follows what is left.
  const { quantity } = form.values
  const { set } = form
  useEffect(() => {
    if (quantity > options.left) set({ quantity: options.left })
  }, [quantity, options.left, set])
  // The submit's tap asks WeChat for the request's progress message (the mini-program only).
  const subscribe = useSubscribe('afterSale')
  const submit = () =>
    void form.submit(async (values, requestId) => {
      const created = await subscribe(createAfterSale(afterSaleBody(order, line, values), requestId), (a) => a.id)
      toast('售后申请已提交', 'success')
      await redirectTo(paths.afterSale(created.id))
    })
  /** Another kind keeps the reason only when the new kind lists it too. */
  const chooseKind = (kind: AfterSaleKind) =>
    form.set((v) => ({ kind, reason: AFTER_SALE_REASONS[kind].includes(v.reason) ? v.reason : '' }))
  return { form, submit, chooseKind }
}
