import { MUSEUM_BASE } from '@/features/museum/constants'
import { MUSEUM_BASE as SERVER_BASE } from '../../../../types/api/domain-museum'

test("the app's copy of the museum's base path is the server's", () => {
  expect(MUSEUM_BASE).toBe(SERVER_BASE)
})
