import type { Db } from '../state/db'
import { seedInvites, seedLottery, seedRecommend, seedRegister, seedTestDrives } from './activities'

/** Activity tables of the seed, gathered so index.ts stays short. */
export function seedActivitiesAll(now: number): Pick<
  Db,
  'registerActivities' | 'registerRecords' | 'recommendActivities' | 'recommendRecords' | 'recommendScenes' |
  'lotteryActivities' | 'prizes' | 'drawTimes' | 'lotteryRecords' | 'invites' | 'testDrives'
> {
  return {
    ...seedRegister(now),
    ...seedRecommend(now),
    ...seedLottery(now),
    invites: seedInvites(now),
    testDrives: seedTestDrives(now),
  }
}
