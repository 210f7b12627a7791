import { customersVersion, gainText, POINTS_TABLE } from '@/features/partner/stage-rule'

test('the rules table states each stage and what it earns, in stage order, from the rule', () => {
  expect(POINTS_TABLE.map((r) => [r.label, r.gain])).toEqual([
    ['留资', '+50 积分'],
    ['完成试驾', '+200 积分'],
    ['购车成交', '+2000 积分 · 保养券 ×2'],
  ])
})

test('a credit says its points, its reward, or both', () => {
  expect(gainText(200, null)).toBe('+200 积分')
  expect(gainText(2000, '保养券 ×2')).toBe('+2000 积分 · 保养券 ×2')
  expect(gainText(0, '家用充电卡 200 元')).toBe('家用充电卡 200 元')
})

test('the customers version changes with every move and every new customer, never otherwise', () => {
  const seed = { lead: 9, testDrive: 9, purchase: 7 }
  const v = customersVersion(seed)
  expect(customersVersion({ ...seed })).toBe(v)
  // 孙* moves lead -> testDrive, then testDrive -> purchase; a friend's lead arrives.
  const moved = customersVersion({ lead: 8, testDrive: 10, purchase: 7 })
  const bought = customersVersion({ lead: 8, testDrive: 9, purchase: 8 })
  const arrived = customersVersion({ lead: 10, testDrive: 9, purchase: 7 })
  expect(new Set([v, moved, bought, arrived]).size).toBe(4)
})
