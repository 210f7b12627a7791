import { WELFARE_BASE } from '@/features/welfare/constants'
import { WELFARE_BASE as SERVER_BASE } from '../../../../types/api/user-welfare'

test("the app's copy of the server's welfare base path is equal to it", () => {
  expect(WELFARE_BASE).toBe(SERVER_BASE)
})
