// Every row of spec §7 (both methods where two are listed) is in the manifest, served under
// its domain prefix, and the manifest marks exactly these routes as spec rows.
import { manifest } from '../../mock/routes/manifest'
import { fullPath } from '../../mock/core/route'

const A = '/activity/api/v1/activity/app'
const TOOL = '/domain/2c/{brand}/tool-service/read'

/** [method, /<domain><path>] with {param} placeholders, in the order of spec §7. */
export const SPEC_CALLS: [string, string][] = [
  // Community (posts; accounts/{authorId} is the "other domain", user)
  ['GET', '/posts/web/community/contents/{id}'],
  ['GET', '/posts/web/community/contents/accounts/mine'],
  ['GET', '/user/web/community/contents/accounts/{authorId}'],
  ['POST', '/posts/web/community/common/green/check'],
  ['POST', '/posts/web/community/common/sensitive-word/check'],
  ['POST', '/posts/web/comments'],
  ['GET', '/posts/web/comments/'],
  ['POST', '/posts/web/community/contents/{id}/share'],
  ['POST', '/posts/web/comments/{id}/like'],
  ['DELETE', '/posts/web/comments/{id}/like'],
  ['PUT', '/posts/web/comments/{id}/boutique'],
  ['DELETE', '/posts/web/comments/{id}'],
  ['POST', '/posts/web/pgc/stats/like/{id}'],
  ['DELETE', '/posts/web/pgc/stats/unlike/{id}'],
  ['POST', '/posts/web/pgc/stats/collect/{id}'],
  ['DELETE', '/posts/web/pgc/stats/cancelCollect/{id}'],
  ['POST', '/posts/web/pgc/stats/share/{id}'],
  ['POST', '/posts/web/community/content-collections'],
  ['DELETE', '/posts/web/community/content-collections'],
  // Mall
  ['GET', '/mall/web/app/cart-item/user/count'],
  ['GET', '/mall/api/v1/app/item/items/findShopFrontCategoryRoots'],
  ['GET', '/mall/api/v1/app/item/items/findShopFrontCategoryAndItem'],
  ['GET', '/mall/api/v1/app/address/ship/default'],
  // User and points
  ['GET', '/user/web/user/current/details'],
  ['GET', '/user/web/point/consumer/detail'],
  ['POST', '/user/web/task/tasks/event-start'],
  ['GET', '/user/web/task/tasks/load-one'],
  ['GET', '/user/web/task/tasks/user/progress'],
  ['GET', '/user/web/medal/my/findLocalUserMedal'],
  ['GET', '/user/web/wechat/weixin/generate/urlLink'],
  ['GET', '/user/web/community/contents/mutual-assistance-among-carOwners-rule'],
  // Address and region
  ['GET', '/user2/api/v1/cuz/district'],
  ['GET', '/lead/web/test-drive/consumer/org/district'],
  ['GET', '/user2/api/v1/cuz/cn-org-tree'],
  ['GET', '/user2/api/v1/cuz/address/list'],
  ['POST', '/user2/api/v1/cuz/address/default'],
  ['DELETE', '/user2/api/v1/cuz/address/delete'],
  // Activity ("GET {hash}, getUserInfo, pageRegisterRecord, validActivity" live under register/)
  ['GET', `${A}/register/{hash}`],
  ['GET', `${A}/register/getUserInfo`],
  ['GET', `${A}/register/pageRegisterRecord`],
  ['GET', `${A}/register/validActivity`],
  ['GET', `${A}/recommend/purchase/detail`],
  ['GET', `${A}/recommend/purchase/getRecommendStatistics`],
  ['GET', `${A}/recommend/purchase/detailInvite`],
  ['GET', `${A}/recommend/purchase/getRecommendResults`],
  ['POST', `${A}/recommend/purchase/insert`],
  ['POST', `${A}/recommend/purchase/insertScene`],
  ['POST', `${A}/file/uploadImg`],
  ['POST', '/activity/api/v1/retail/app/wechat/getQrCode'],
  ['GET', `${A}/lottery/queryDrawTimes`],
  ['GET', `${A}/lottery/pageInfo`],
  ['GET', '/lead/web/car-service/yike/getDealerInfo'],
  // Common
  ['POST', '/uaa/api/v1/common/mobile/sms'],
  ['GET', '/uaa/api/v1/common/captcha/verify'],
  // Car tools
  ['GET', `${TOOL}/vehicleType/list`],
  ['GET', `${TOOL}/SalesCars/list`],
  ['GET', `${TOOL}/secondaryDealer/list`],
  // Config and maps
  ['GET', '/static/config/{tenantId}.json'],
  ['GET', '/map/ws/geocoder/v1/'],
  ['GET', '/map/ws/location/v1/ip'],
  ['GET', '/map/ws/coord/v1/translate'],
]

const normalise = (path: string) => path.replace(/\{[^}]+\}|:[A-Za-z0-9_]+/g, '{}')
const served = manifest.map((r) => `${r.method} ${normalise(fullPath(r))}`)

test.each(SPEC_CALLS)('spec §7 %s %s is served', (method, path) => {
  expect(served).toContain(`${method} ${normalise(path)}`)
})

test('routes marked spec: true are exactly the rows of §7', () => {
  const rows = SPEC_CALLS.map(([m, p]) => `${m} ${normalise(p)}`).sort()
  const marked = manifest.filter((r) => r.spec).map((r) => `${r.method} ${normalise(fullPath(r))}`).sort()
  expect(marked).toEqual(rows)
})

test('no two routes share a method and path', () => {
  expect(new Set(served).size).toBe(served.length)
})

test('the login token route the app uses exists', () => {
  expect(served).toContain('POST /uaa/oauth/token')
  expect(served).toContain('GET /uaa/api/v1/common/captcha/get')
})
