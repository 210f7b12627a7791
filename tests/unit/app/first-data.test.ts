// The early first-screen calls of index.html (config/h5-first-data.ts): each goes to exactly the
// URL the feature's api builds, so the request layer takes its answer instead of asking again.
import { STORAGE_KEYS } from '@/constants'
import { configureRequest, request, resetRequestDeps } from '@/core/request'
import { clearSession, setToken } from '@/core/session/state'
import { getHomeBanners, getSalesCars } from '@/features/car/api'
import { getVehicleTypes } from '@/entities/vehicle/api'
import { getContent } from '@/features/community/api'
import { getDealerDistricts } from '@/entities/dealer/api'
import { getDetailInvite } from '@/features/invite/api'
import { badBuyLink, buyTargetOf } from '@/features/invite/scene'
import { getMagazineIssues } from '@/features/magazine/api'
import { getLotteryPage } from '@/features/lottery/api'
import { getCouponOffers, getGoodsDetail, getGoodsExtra } from '@/features/mall/api'
import { getPartnerScene } from '@/features/partner/api'
import { getCurrentUser } from '@/entities/user/api'
import { EARLY_ANSWERS, FIRST_DATA, firstDataScript, startFirstData, TOKEN_STORAGE_KEY, type FirstDataSetup } from '../../../config/h5-first-data'
import { createFakeTransport } from '../core/support/fakes'

const API = 'http://127.0.0.1:9527'
const setup: FirstDataSetup = { api: API, entry: 'pages/book-browse/book-browse', tokenKey: TOKEN_STORAGE_KEY, routes: FIRST_DATA }
const answers = () => (globalThis as Record<string, unknown>)[EARLY_ANSWERS] as Record<string, Promise<unknown>> | undefined

// Each route of the table with the api calls its screen makes first, for a page query of id=7
// (activityId=7 for the lottery and the invitation, accountId=7 its inviter, scene=p7scene01 the
// partner's scene).
const APP_CALLS: Record<string, () => Promise<unknown>[]> = {
  'pages/book-browse/book-browse': () => [getMagazineIssues()],
  'pages/car/car': () => [getVehicleTypes(), getVehicleTypes(true), getSalesCars(), getHomeBanners()],
  'pages/mine/mine': () => [getCurrentUser()],
  'package-community/pages/community-detail/community-detail': () => [getContent(7)],
  'package-mall/pages/goods-detail/index': () => [getGoodsExtra(7), getGoodsDetail(7), getCouponOffers(1, 7)],
  'package-activity/pages/recommend-purchase/index': () => [getDetailInvite(7, 7), getVehicleTypes(true), getDealerDistricts()],
  'package-mine/pages/partner-center/retain-capital': () => [getPartnerScene('p7scene01'), getVehicleTypes(true), getDealerDistricts()],
  'package-mine/pages/lottery-page/lottery-detail': () => [getLotteryPage(7)],
}

let fetchMock: jest.Mock
let fake: ReturnType<typeof createFakeTransport>

beforeEach(() => {
  localStorage.clear()
  clearSession()
  delete (globalThis as Record<string, unknown>)[EARLY_ANSWERS]
  document.head.innerHTML = ''
  const body = JSON.stringify({ status: 200, data: { list: [{ cover: 'c1.svg' }], images: ['g1.svg', 'g2.svg'] } })
  // What the starter reads of a fetch Response (jsdom has no Response).
  fetchMock = jest.fn(async () => ({ ok: true, status: 200, text: async () => body, headers: { get: () => 'application/json' } }))
  ;(globalThis as Record<string, unknown>).fetch = fetchMock
  fake = createFakeTransport()
  resetRequestDeps()
  configureRequest({ transport: fake.transport, toast: () => undefined })
})

const open = (path: string) => window.history.replaceState(null, '', path)
const preloaded = () => [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((l) => l.getAttribute('href'))

test('the token key is the session storage key', () => {
  expect(TOKEN_STORAGE_KEY).toBe(STORAGE_KEYS.TOKEN)
})

test.each(Object.keys(FIRST_DATA))('%s: the early calls are the URLs its api asks for', async (route) => {
  setToken('tok-1')
  open(`/${route}?id=7&activityId=7&accountId=7&scene=p7scene01&token=tok-1`)
  startFirstData(setup, EARLY_ANSWERS)
  const early = fetchMock.mock.calls.map(([url]) => url as string)
  delete (globalThis as Record<string, unknown>)[EARLY_ANSWERS]
  await Promise.all(APP_CALLS[route]().map((p) => p.catch(() => undefined)))
  // In any order: the layer takes them by URL, the table puts the main read first, and a call with
  // a token reaches the transport a tick after those without.
  expect([...early].sort()).toEqual(fake.requests.map((r) => r.url).sort())
  // The same headers the request layer sends (a token sent early is sent both ways, as the app does).
  for (const [url, init] of fetchMock.mock.calls) {
    const { header } = fake.requests.find((r) => r.url === url)!
    expect((init as RequestInit).headers).toEqual(expect.objectContaining({ 'Accept-Language': header['Accept-Language'] }))
    expect((init as { headers: Record<string, string> }).headers.Authorization).toBe(header.Authorization)
  }
  expect(Object.keys(FIRST_DATA)).toEqual(Object.keys(APP_CALLS))
})

test('the token comes from storage when the address has none; without one a page that needs it asks nothing', () => {
  open('/pages/mine/mine')
  startFirstData(setup, EARLY_ANSWERS)
  expect(fetchMock).not.toHaveBeenCalled()
  localStorage.setItem('token', JSON.stringify({ data: 'stored-tok' }))
  startFirstData(setup, EARLY_ANSWERS)
  expect(fetchMock).toHaveBeenCalledWith(`${API}/user/web/user/current/details?access_token=stored-tok`, {
    headers: { 'Accept-Language': 'zh-CN', Authorization: 'Bearer stored-tok' },
  })
})

test('the first pictures of an answer are preloaded; a route not in the table asks nothing', async () => {
  open('/package-mall/pages/goods-detail/index?id=1002')
  startFirstData(setup, EARLY_ANSWERS)
  await Promise.all(Object.values(answers()!))
  expect(preloaded()).toEqual(['g1.svg'])
  fetchMock.mockClear()
  open('/package-mall/pages/cart/index')
  startFirstData(setup, EARLY_ANSWERS)
  expect(fetchMock).not.toHaveBeenCalled()
})

test.each(['NOT-A-SCENE', 'short'])('a partner scene the lead page refuses (%s) is not asked for; the form\'s lists still are', (scene) => {
  open(`/package-mine/pages/partner-center/retain-capital?scene=${scene}`)
  startFirstData(setup, EARLY_ANSWERS)
  const urls = fetchMock.mock.calls.map(([url]) => url as string)
  expect(urls.filter((url) => url.includes('/partner/scenes/'))).toEqual([])
  expect(urls).toHaveLength(2)
})

test('a detail route without its id in the query asks nothing', () => {
  open('/package-mall/pages/goods-detail/index')
  startFirstData(setup, EARLY_ANSWERS)
  expect(fetchMock).not.toHaveBeenCalled()
})

test.each([
  ['scene=401-2-seed02', 'activityId=401&accountId=2'],
  ['accountId=5&scene=401-2-seed02', 'activityId=401&accountId=5'],
  ['activityId=9&accountId=5&scene=401-2-seed02', 'activityId=9&accountId=5'],
  ['accountId=abc&scene=401-2-seed02', null],
  ['accountId=2&scene=x1-2-seed02', null],
  ['activityId=0&accountId=2', null],
])('?%s: the invitation\'s ids come from the query, else the QR scene\'s parts; one not in digits asks nothing', (query, ids) => {
  open(`/package-activity/pages/recommend-purchase/index?${query}`)
  startFirstData(setup, EARLY_ANSWERS)
  const urls = fetchMock.mock.calls.map(([url]) => url as string)
  // As the page reads the link: a bad one reads nothing.
  const params = Object.fromEntries(new URLSearchParams(query))
  const { activityId, accountId } = buyTargetOf(params)
  expect(badBuyLink(params) ? null : `activityId=${activityId}&accountId=${accountId}`).toBe(ids)
  expect(urls.filter((url) => url.includes('/detailInvite?'))).toEqual(ids ? [`${API}/activity/api/v1/activity/app/recommend/purchase/detailInvite?${ids}`] : [])
  // The lead form's models and provinces are asked either way.
  expect(urls).toHaveLength(ids ? 3 : 2)
})

test('the request layer takes an early answer once, then asks again; a failed early call is asked again', async () => {
  const url = `${API}/domain/2c/ev/tool-service/read/magazine/list?pageNo=1&pageSize=10`
  const envelope = (n: number) => JSON.stringify({ status: 200, data: { list: [], total: n, pageNo: 1, pageSize: 10 } })
  ;(globalThis as Record<string, unknown>)[EARLY_ANSWERS] = { [url]: Promise.resolve({ statusCode: 200, data: envelope(1), header: {} }) }
  fake.answer(() => ({ statusCode: 200, data: envelope(2), header: {} }))
  await expect(getMagazineIssues()).resolves.toMatchObject({ total: 1 })
  expect(fake.requests).toHaveLength(0)
  await expect(getMagazineIssues()).resolves.toMatchObject({ total: 2 })
  expect(fake.requests).toHaveLength(1)
  ;(globalThis as Record<string, unknown>)[EARLY_ANSWERS] = { [url]: Promise.resolve(null) }
  await expect(getMagazineIssues()).resolves.toMatchObject({ total: 2 })
  expect(fake.requests).toHaveLength(2)
})

test('only a GET takes an early answer', async () => {
  const url = `${API}/user/web/anything`
  ;(globalThis as Record<string, unknown>)[EARLY_ANSWERS] = { [url]: Promise.resolve({ statusCode: 200, data: '{"status":200,"data":1}', header: {} }) }
  fake.answer(() => ({ statusCode: 200, data: '{"status":200,"data":2}', header: {} }))
  await expect(request({ domain: 'user', path: '/web/anything', method: 'POST', data: {}, auth: false })).resolves.toBe(2)
})

test('the inline script is the serialized starter with this build\'s setup', () => {
  const html = firstDataScript({ api: API, entry: setup.entry })
  expect(html.startsWith('<script>(function startFirstData(')).toBe(true)
  expect(html).toContain(JSON.stringify(EARLY_ANSWERS))
  // It runs as written: evaluated in this window, it asks for the magazine's first page.
  open('/')
  new Function(html.replace(/^<script>|<\/script>$/g, ''))()
  expect(fetchMock).toHaveBeenCalledWith(`${API}/domain/2c/ev/tool-service/read/magazine/list?pageNo=1&pageSize=10`, { headers: { 'Accept-Language': 'zh-CN' } })
})
