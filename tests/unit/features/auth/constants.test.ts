import { AGREEMENT_CHANGED, ALREADY_REGISTERED, APP_PASSWORD } from '@/features/auth/constants'
import * as server from '../../../../types/api/uaa-register'

test("the registration's password lengths and its 409 messages are the contract's", () => {
  expect(APP_PASSWORD).toEqual(server.APP_PASSWORD)
  expect(ALREADY_REGISTERED).toBe(server.ALREADY_REGISTERED)
  expect(AGREEMENT_CHANGED).toBe(server.AGREEMENT_CHANGED)
})
