import { canClaim, canConfirm, prizeKind, prizeLevel, RECORD_TABS, recordState, stockText } from '@/features/lottery/status'

test('each record state has its label and tone; a points or code prize reads 已发放', () => {
  expect(recordState({ status: 1, prizeType: 1 })).toEqual({ label: '待领取', tone: 'warning' })
  expect(recordState({ status: 2, prizeType: 1 })).toEqual({ label: '待发货', tone: 'info' })
  expect(recordState({ status: 5, prizeType: 1 })).toEqual({ label: '待收货', tone: 'info' })
  expect(recordState({ status: 3, prizeType: 1 })).toEqual({ label: '已收货', tone: 'success' })
  expect(recordState({ status: 3, prizeType: 2 })).toEqual({ label: '已发放', tone: 'success' })
  expect(recordState({ status: 3, prizeType: 3 })).toEqual({ label: '已发放', tone: 'success' })
  expect(recordState({ status: 4, prizeType: 1 })).toEqual({ label: '已过期', tone: 'muted' })
  expect(recordState({ status: 0, prizeType: 0 })).toEqual({ label: '未中奖', tone: 'muted' })
  expect(recordState({ status: 9, prizeType: 1 }).label).toBe('处理中')
})

test('only a physical prize still to claim can be claimed', () => {
  expect(canClaim({ status: 1, prizeType: 1 })).toBe(true)
  expect(canClaim({ status: 2, prizeType: 1 })).toBe(false)
  expect(canClaim({ status: 4, prizeType: 1 })).toBe(false)
  expect(canClaim({ status: 1, prizeType: 3 })).toBe(false)
})

test('only a shipped physical prize can be confirmed received', () => {
  expect(canConfirm({ status: 5, prizeType: 1 })).toBe(true)
  expect(canConfirm({ status: 2, prizeType: 1 })).toBe(false)
  expect(canConfirm({ status: 3, prizeType: 1 })).toBe(false)
  expect(canConfirm({ status: 5, prizeType: 3 })).toBe(false)
})

test('my wins\' tabs: all, then each state a win moves through, its label the state\'s tag', () => {
  expect(RECORD_TABS.map((t) => t.value)).toEqual(['all', 1, 2, 5, 3, 4])
  for (const t of RECORD_TABS.slice(1, 4)) expect(t.label).toBe(recordState({ status: t.value as number, prizeType: 1 }).label)
})

test('the level follows the sort, 谢谢参与 has none; the stock left, 已抽完 at 0', () => {
  expect(prizeLevel({ sort: 1, prizeType: 1 })).toBe('一等奖')
  expect(prizeLevel({ sort: 7, prizeType: 2 })).toBe('七等奖')
  expect(prizeLevel({ sort: 12, prizeType: 2 })).toBe('第 12 档')
  expect(prizeLevel({ sort: 8, prizeType: 0 })).toBe('')
  expect(stockText({ stock: 5 })).toBe('剩余 5 份')
  expect(stockText({ stock: 0 })).toBe('已抽完')
  expect([0, 1, 2, 3, 7].map(prizeKind)).toEqual(['谢谢参与', '实物奖品', '积分', '券码', '奖品'])
})
