import type { RegisterActivity, RegisterRecord, RegisterUserInfo, ValidActivity } from '@api/activity'
import { useToken } from '@/core/session'
import { useLoad } from '@/shared/use-load'
import { getRegisterActivity, getRegisterRecords, getRegisterUserInfo, validActivity } from './api'

export interface ActivityDetail {
  activity: RegisterActivity
  valid: ValidActivity
  /** Logged in only. */
  me?: RegisterUserInfo
  records?: RegisterRecord[]
}

/** The activity of a share-link hash, whether it is open, and (logged in) my registration. */
export function useActivityDetail(hash: string | undefined) {
  const loggedIn = Boolean(useToken())
  return useLoad<ActivityDetail>(hash !== undefined && ['activity', 'register', hash], async () => {
    const activity = await getRegisterActivity(hash!)
    const [valid, me, records] = await Promise.all([
      validActivity(activity.id),
      loggedIn ? getRegisterUserInfo(activity.id) : undefined,
      loggedIn ? getRegisterRecords({ pageNo: 1, pageSize: 10 }).then((p) => p.list) : undefined,
    ])
    return { activity, valid, me, records }
  })
}
