import { CREATOR_BASE, CREATOR_PLATFORMS, STAT_PERIODS, WORK_LIMITS } from '@/features/creator/constants'
import { CREATOR_BASE as SERVER_BASE, CREATOR_PLATFORMS as SERVER_PLATFORMS, STAT_PERIODS as SERVER_PERIODS, WORK_LIMITS as SERVER_LIMITS } from '../../../../types/api/posts-creator'

test("the app's copies of the server's constants are equal to them", () => {
  expect(CREATOR_BASE).toBe(SERVER_BASE)
  expect(CREATOR_PLATFORMS).toEqual(SERVER_PLATFORMS)
  expect(WORK_LIMITS).toEqual(SERVER_LIMITS)
  expect(STAT_PERIODS).toEqual(SERVER_PERIODS)
})
