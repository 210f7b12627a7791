import { YEARLY_BASE } from '@/features/yearly-report/constants'
import { YEARLY_BASE as SERVER_BASE } from '../../../../types/api/user-yearly'

test("the app's copy of the server's base path is equal to it", () => {
  expect(YEARLY_BASE).toBe(SERVER_BASE)
})
