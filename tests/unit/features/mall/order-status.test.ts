import type { OrderStatus } from '@api/mall'
import { nextStatus, orderActions, type OrderEvent } from '@/features/mall/order/status'

test('an unpaid order is paid, cancelled or expires; a voucher order is done once paid', () => {
  expect(nextStatus('unpaid', 'pay')).toBe('toShip')
  expect(nextStatus('unpaid', 'payVoucher')).toBe('completed')
  expect(nextStatus('unpaid', 'cancel')).toBe('closed')
  expect(nextStatus('unpaid', 'expire')).toBe('closed')
  expect(nextStatus('unpaid', 'ship')).toBeUndefined()
})

test('shipped goods are received; nothing moves a closed order', () => {
  expect(nextStatus('toShip', 'ship')).toBe('shipped')
  expect(nextStatus('shipped', 'receive')).toBe('completed')
  expect(nextStatus('toShip', 'receive')).toBeUndefined()
  // Paid, not shipped: cancelling closes it with a refund; shipped goods go through after-sale.
  expect(nextStatus('toShip', 'cancel')).toBe('closed')
  expect(nextStatus('shipped', 'cancel')).toBeUndefined()
  const events: OrderEvent[] = ['pay', 'payVoucher', 'cancel', 'expire', 'ship', 'receive', 'refundAll']
  expect(events.map((e) => nextStatus('closed', e))).toEqual(events.map(() => undefined))
})

test('after-sale refunding everything closes a paid order; an unpaid one has nothing to refund', () => {
  expect((['toShip', 'shipped', 'completed'] as const).map((s) => nextStatus(s, 'refundAll'))).toEqual(['closed', 'closed', 'closed'])
  expect(nextStatus('unpaid', 'refundAll')).toBeUndefined()
})

test('the buttons of each status are events the status allows', () => {
  const statuses: OrderStatus[] = ['unpaid', 'toShip', 'shipped', 'completed', 'closed']
  expect(Object.fromEntries(statuses.map((s) => [s, orderActions(s)]))).toEqual({
    unpaid: ['cancel', 'pay'], toShip: ['cancel'], shipped: ['receive'], completed: ['buyAgain'], closed: ['buyAgain'],
  })
  for (const s of statuses) for (const a of orderActions(s)) if (a !== 'buyAgain') expect(nextStatus(s, a)).toBeDefined()
})
