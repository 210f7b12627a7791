import { getCurrentUser, getMedals, getPointDetail } from '@/features/user'
import { usePainted } from '@/shared/after-paint'
import { useLoad } from '@/shared/use-load'

/**
 * The mine tab's user, points and medals, from the data cache: a sign-in or a redemption
 * elsewhere invalidates 'user', and the tab shows the new balance when it shows again. Points
 * and medals never block the header: they wait until it has painted; a points failure is
 * swallowed (spec §8) and the user's own balance shows instead; a medal failure just leaves
 * the medal tile out.
 */
export function useMineData(token: string) {
  const user = useLoad(Boolean(token) && ['user', 'me'], getCurrentUser)
  const accountId = user.data?.accountId
  const painted = usePainted(accountId !== undefined)
  const points = useLoad(painted && ['user', 'points'], getPointDetail)
  const medals = useLoad(painted && accountId !== undefined && ['user', 'medals', accountId], () => getMedals(accountId!).catch(() => undefined))
  const reload = () => Promise.all([user.reload(), points.reload(), medals.reload()]).then(() => undefined)
  return { user, points: points.data?.point ?? user.data?.point, medals: medals.data, reload }
}
