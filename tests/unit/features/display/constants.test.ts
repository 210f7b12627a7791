import { DISPLAY_REFRESH_MS } from '@/features/display/constants'
import { DISPLAY_REFRESH_MS as SERVER_REFRESH_MS } from '../../../../types/api/activity-display'

test("the display's refresh interval is the contract's (30 s)", () => {
  expect(DISPLAY_REFRESH_MS).toBe(SERVER_REFRESH_MS)
  expect(DISPLAY_REFRESH_MS).toBe(30_000)
})
