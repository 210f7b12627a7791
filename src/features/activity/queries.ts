import type { MyRegistration, RegisterActivity, RegisterListState, RegisterRecord, RegisterUserInfo, ValidActivity } from '@api/activity'
import { defineQuery, definePaged } from '@/core/query'
import { getRegisterActivity, getRegisterList, getRegisterRecords, getRegisterUserInfo, validActivity } from './api'
import { HUB, REGISTRATIONS } from './keys'

// The activity reads, each defined once. A registration marks them (keys.ts REGISTRATION_SHOWN).

export interface ActivityDetail {
  activity: RegisterActivity
  valid: ValidActivity
  /** Logged in only. */
  me?: RegisterUserInfo
  records?: RegisterRecord[]
}

/**
 * The activity of a share-link hash, whether it is open, and (logged in) my registration and my
 * first registrations. Filed by hash alone: another account empties the cache.
 */
export const activityDetailQuery = defineQuery<[hash: string, loggedIn: boolean], ActivityDetail>(
  (hash) => [...REGISTRATIONS, hash],
  async (hash, loggedIn) => {
    const activity = await getRegisterActivity(hash)
    const [valid, me, records] = await Promise.all([
      validActivity(activity.id),
      loggedIn ? getRegisterUserInfo(activity.id) : undefined,
      loggedIn ? getRegisterRecords({ pageNo: 1, pageSize: 10 }).then((p) => p.list) : undefined,
    ])
    return { activity, valid, me, records }
  },
)

/** The hub: activities open for registration, not open yet, or ended. */
export const hubList = definePaged(
  (state: RegisterListState) => [...HUB, state],
  (state: RegisterListState, pageNo: number, pageSize: number) => getRegisterList({ state, pageNo, pageSize }),
)

/** My registrations, newest first. */
export const myRegistrationsList = definePaged<[], MyRegistration>(
  () => [...REGISTRATIONS, 'mine'],
  (pageNo, pageSize) => getRegisterRecords({ pageNo, pageSize }),
)
