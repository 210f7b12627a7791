// A snapshot of the state as the app can read it: user 1 and user 2's carts, addresses,
// points, coupons, comments, flags, activity records... Taken before and after a test that
// must not change state, and compared.
import type { TestServer } from './server'

const U1 = 'dev-token'
const U2 = 'dev-token-2'
const A = '/activity/api/v1/activity/app'
const all = { pageNo: 1, pageSize: 50 }
const C = '/posts/web/community/creator'
const P = '/user/web/user/partner'
const O = '/user/web/user/occupation-auth'
const TP = `${A}/team-pk`

const READS: [path: string, query: Record<string, unknown>, token: string | null][] = [
  ['/user/web/user/current/details', {}, U1],
  ['/user/web/point/consumer/detail', {}, U1],
  ['/user/web/point/consumer/records', all, U1],
  ['/user/web/task/tasks/user/progress', { taskId: 1 }, U1],
  ['/user/web/task/sign-in/calendar', {}, U1],
  ['/user/web/user/invite/records', all, U1],
  ['/user/web/medal/my/findLocalUserMedal', { accountId: 1 }, U1],
  ['/user/web/survey/surveys', { ...all, tab: 'open' }, U1],
  ['/user/web/survey/surveys', { ...all, tab: 'answered' }, U1],
  ['/user/web/survey/surveys/802', {}, U1],
  ['/mall/web/app/cart-item/user/list', { vmId: 1 }, U1],
  ['/mall/web/app/cart-item/user/list', { vmId: 1 }, U2],
  ['/mall/api/v1/app/coupons/mine', all, U1],
  ['/mall/api/v1/app/orders', all, U1],
  ['/mall/api/v1/app/orders', all, U2],
  ['/mall/api/v1/app/orders/3001', {}, U1],
  // SKU stock, which orders hold and release.
  ['/mall/api/v1/app/item/items/1002/extra', {}, null],
  ['/mall/api/v1/app/coupons', all, U1],
  ['/mall/api/v1/app/item/items', { ...all, vmId: 1 }, null],
  ['/mall/api/v1/app/address/ship/default', {}, U1],
  ['/user2/api/v1/cuz/address/list', {}, U1],
  ['/user2/api/v1/cuz/address/list', {}, U2],
  ['/posts/web/community/contents', all, U1],
  ['/posts/web/community/contents/accounts/mine', {}, U1],
  ['/posts/web/comments/', { contentId: 101, ...all }, U1],
  ['/posts/web/comments/', { contentId: 102, ...all }, U1],
  ['/posts/web/comments/', { contentId: 501, ...all }, U1],
  ['/posts/web/pgc/articles', all, U1],
  ['/posts/web/community/classmates', all, U1],
  ['/posts/web/community/topics', all, null],
  ['/lead/web/test-drive/mine', {}, U1],
  ['/lead/web/car-service/other-cars', {}, U1],
  ['/lead/web/car-service/other-cars', {}, U2],
  ['/lead/web/evaluation/mine', { state: 'done', ...all }, U1],
  ['/lead/web/evaluation/mine', { state: 'pending', ...all }, U1],
  [`${A}/register/pageRegisterRecord`, all, U1],
  [`${A}/register/spring-ride-2025`, {}, null],
  [`${A}/recommend/purchase/getRecommendResults`, all, U1],
  [`${A}/recommend/purchase/getRecommendStatistics`, {}, U1],
  [`${A}/lottery/queryDrawTimes`, { activityId: 301 }, U1],
  [`${A}/lottery/records`, { activityId: 301, ...all }, U1],
  [`${A}/lottery/pageInfo`, { activityId: 301 }, null],
  [`${A}/lottery/records`, all, U1],
  [`${C}/mine`, {}, U1],
  [`${C}/mine`, {}, U2],
  [`${C}/works`, all, U1],
  [`${C}/lessons`, all, U1],
  [`${C}/activities/702`, {}, U1],
  [`${C}/rewards/751`, {}, U1],
  [`${P}/mine`, {}, U1],
  [`${P}/mine`, {}, U2],
  [`${P}/customers`, all, U1],
  [`${O}/mine`, {}, U1],
  [`${O}/mine`, {}, U2],
  [`${TP}/season`, {}, U1],
  [`${TP}/ranking`, all, null],
  [`${TP}/teams/901`, {}, U1],
  [`${TP}/teams/902`, {}, U2],
  [`${TP}/pk/951`, {}, null],
  // Sums leads, test drives, registrations and sign-ins (its updatedAt is left out below).
  [`${A}/display/board`, {}, null],
  ['/mall/api/v1/app/floor/pages/1501', {}, null],
]

export async function snapshot(srv: TestServer): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {}
  for (const [path, query, token] of READS) {
    const res = await srv.send({ method: 'GET', path, query, token })
    // The moment a board was worked out is not state.
    const json = path.endsWith('/display/board') ? { ...res.json, data: { ...res.json.data, updatedAt: '' } } : res.json
    out[`${token ?? '-'} ${path} ${JSON.stringify(query)}`] = json
  }
  return out
}
