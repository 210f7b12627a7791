import { PARTNER_BASE, PARTNER_SOURCE_PREFIX } from '@/features/partner/constants'
import { PARTNER_BASE as SERVER_BASE, PARTNER_SOURCE_PREFIX as SERVER_PREFIX } from '../../../../types/api/user-partner'

test("the app's copies of the server's constants are equal to them", () => {
  expect(PARTNER_BASE).toBe(SERVER_BASE)
  expect(PARTNER_SOURCE_PREFIX).toBe(SERVER_PREFIX)
})
