import { useCallback, useEffect, useState } from 'react'
import type { RegisterActivity, RegisterRecord, RegisterUserInfo, ValidActivity } from '@api/activity'
import { getRegisterActivity, getRegisterRecords, getRegisterUserInfo, validActivity } from './api'

export interface ActivityDetail {
  activity: RegisterActivity
  valid: ValidActivity
  /** Logged in only. */
  me?: RegisterUserInfo
  records?: RegisterRecord[]
}

/** The activity of a share-link hash, whether it is open, and (logged in) my registration. */
export function useActivityDetail(hash: string, loggedIn: boolean) {
  const [detail, setDetail] = useState<ActivityDetail>()
  const [error, setError] = useState<unknown>()

  const load = useCallback(async () => {
    setError(undefined)
    try {
      const activity = await getRegisterActivity(hash)
      const [valid, me, records] = await Promise.all([
        validActivity(activity.id),
        loggedIn ? getRegisterUserInfo(activity.id) : undefined,
        loggedIn ? getRegisterRecords({ pageNo: 1, pageSize: 10 }).then((p) => p.list) : undefined,
      ])
      setDetail({ activity, valid, me, records })
    } catch (e) {
      setError(e)
    }
  }, [hash, loggedIn])

  useEffect(() => {
    void load()
  }, [load])

  return { detail, error, load }
}
