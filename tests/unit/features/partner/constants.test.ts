import { PARTNER_BASE, PARTNER_SOURCE_PREFIX, PARTNER_STAGE_CREDITS, PARTNER_STAGE_ORDER } from '@/features/partner/constants'
import {
  PARTNER_BASE as SERVER_BASE, PARTNER_SOURCE_PREFIX as SERVER_PREFIX, PARTNER_STAGE_CREDITS as SERVER_CREDITS, PARTNER_STAGE_ORDER as SERVER_ORDER,
} from '../../../../types/api/user-partner'

test("the app's copies of the server's constants are equal to them", () => {
  expect(PARTNER_BASE).toBe(SERVER_BASE)
  expect(PARTNER_SOURCE_PREFIX).toBe(SERVER_PREFIX)
  expect(PARTNER_STAGE_CREDITS).toEqual(SERVER_CREDITS)
  expect(PARTNER_STAGE_ORDER).toEqual(SERVER_ORDER)
})

test('the points per stage are the rules: lead 50, test drive 200, purchase 2000 with 保养券 ×2', () => {
  expect(PARTNER_STAGE_ORDER.map((s) => PARTNER_STAGE_CREDITS[s].points)).toEqual([50, 200, 2000])
  expect(PARTNER_STAGE_CREDITS.purchase.reward).toBe('保养券 ×2')
})
