import { usePoints } from '@/entities/points'
import { useMe, useMedals } from '@/entities/user'
import { orderCountsQuery } from '@/features/mall'
import { usePainted } from '@/shared/after-paint'
import { useQuery } from '@/shared/use-load'

/**
 * The mine tab's user, points and medals, from the data cache: a sign-in or a redemption
 * elsewhere invalidates 'user', and the tab shows the new balance when it shows again. Points
 * and medals never block the header: they wait until it has painted; a points failure is
 * swallowed (spec §8) and the user's own balance shows instead; a medal failure just leaves
 * the medal tile out. The order counts wait the same way; filed under the orders, so every
 * order write elsewhere has mine read them again when it shows.
 */
export function useMineData(token: string) {
  const user = useMe(Boolean(token))
  const accountId = user.data?.accountId
  // Each read waits for the token too: once painted stays painted, and a read sent after a
  // sign-out would be answered with a login (the request layer then opens the login page).
  const painted = usePainted(accountId !== undefined) && Boolean(token)
  const points = usePoints(painted)
  const medals = useMedals(painted ? accountId : undefined)
  const orders = useQuery(orderCountsQuery, painted && [])
  const reload = () => Promise.all([user.reload(), points.reload(), medals.reload(), orders.reload()]).then(() => undefined)
  return { user, points: points.data?.point ?? user.data?.point, medals: medals.error ? undefined : medals.data, orderCounts: orders.data, reload }
}
