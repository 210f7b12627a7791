import { ALREADY_REGISTERED, APP_PASSWORD } from '@/features/auth/constants'
import * as server from '../../../../types/api/uaa-register'

test("the registration's password lengths and already-registered message are the contract's", () => {
  expect(APP_PASSWORD).toEqual(server.APP_PASSWORD)
  expect(ALREADY_REGISTERED).toBe(server.ALREADY_REGISTERED)
})
