// The landing pages' reads, through the app's own api calls, for an id the server does not know:
// each rejects with the server's 404, which isNotFound reads and the page's frame shows as 链接无效.
import { isNotFound } from '@/core/request'
import { getRegisterActivity } from '@/features/activity/api'
import { getCarContent } from '@/features/car/api'
import { getArticle, getAuthorAccount, getClassmates, getContent } from '@/features/community/api'
import { getDisplayBoard } from '@/features/display/api'
import { getFloorPage } from '@/features/floor/api'
import { getDetailInvite, getRecommendDetail } from '@/features/invite/api'
import { getLotteryPage, getPrize, getPrizes } from '@/features/lottery/api'
import { getMagazinePages } from '@/features/magazine/api'
import { getGoodsExtra } from '@/features/mall/api'
import { getCollectionItem, getFamePerson, getJournalIssue } from '@/features/museum/api'
import { getPk, getTeam } from '@/features/team-pk/api'
import { getProject } from '@/features/welfare/api'
import { getSharedYear } from '@/features/yearly-report/api'
import { setupApiServer } from '../support/api-server'

const api = setupApiServer()
const UNKNOWN = 99999

const READS: [string, () => Promise<unknown>][] = [
  ['shared post', () => getContent(UNKNOWN)],
  ['shared article', () => getArticle(UNKNOWN)],
  ['classmates / help link', () => getClassmates(UNKNOWN)],
  ['personal page', () => getAuthorAccount(UNKNOWN)],
  ['goods from a poster', () => getGoodsExtra(UNKNOWN, true)],
  ['floor page', () => getFloorPage(UNKNOWN)],
  ['welfare project share', () => getProject(UNKNOWN)],
  ['recommend-purchase campaign', () => getRecommendDetail(UNKNOWN)],
  ['recommend-purchase inviter', () => getDetailInvite(401, UNKNOWN)],
  ['lottery', () => getLotteryPage(UNKNOWN)],
  ['lottery prizes', () => getPrizes(UNKNOWN)],
  ['prize', () => getPrize(UNKNOWN)],
  ['Team PK team', () => getTeam(UNKNOWN)],
  ['Team PK head-to-head', () => getPk(UNKNOWN)],
  ['display board', () => getDisplayBoard({ eventId: UNKNOWN })],
  ['magazine issue', () => getMagazinePages(UNKNOWN)],
  ['car content', () => getCarContent(UNKNOWN)],
  ['museum item', () => getCollectionItem(UNKNOWN)],
  ['museum person', () => getFamePerson(UNKNOWN)],
  ['museum journal', () => getJournalIssue(UNKNOWN)],
  ['yearly share', () => getSharedYear('zzzzzzzzzzzz')],
  ['activity registration', () => getRegisterActivity('no-such-activity')],
]

test.each(READS)('%s: an unknown id rejects with the 404 the page reads as a bad link', async (_page, read) => {
  const error = await read().then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(isNotFound(error)).toBe(true)
})

test('the goods read keeps spec §8 for everything else: an unknown item is undefined without the flag, a failure is undefined with it', async () => {
  await expect(getGoodsExtra(UNKNOWN)).resolves.toBeUndefined()
  await api.send({ method: 'POST', path: '/__faults', json: { method: 'GET', path: '/mall/api/v1/app/item/items/:itemId/extra', status: 500 } })
  await expect(getGoodsExtra(1003, true)).resolves.toBeUndefined()
  expect(api.toasts).toEqual([])
})
