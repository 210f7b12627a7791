import { usePainted } from '@/shared/after-paint'
import { useQuery } from '@/shared/use-load'
import { runningLotteriesQuery } from './entry-queries'

/**
 * The lottery running now that ends first, if any: what the entries on mine, sign-in and the car
 * tab open. Read once the page has painted: the entry is no part of what the visitor came for.
 */
export function useRunningLottery() {
  const painted = usePainted(true)
  const running = useQuery(runningLotteriesQuery, painted && [])
  return running.data?.[0]
}
