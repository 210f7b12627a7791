// URL Links to open a mini-program from H5: no token needed; appId only one of the default
// tenant's configured mini-programs; the link depends on appId, path and query.
import { serverPerFile, DEV_TOKEN } from './support/server'

const srv = serverPerFile()
const link = (query: Record<string, string>, token: string | null = null) =>
  srv.send({ method: 'GET', path: '/user/web/wechat/weixin/generate/urlLink', query, token })

test('a visitor without a token gets a link to the configured mini-program', async () => {
  const res = await link({ appId: 'wx0000000000charge', path: 'pages/index/index' })
  expect(res.status).toBe(200)
  expect(res.json.data.urlLink).toMatch(/^https:\/\/wxaurl\.cn\/[0-9a-z]+$/)
  expect(res.json.data.expireTime).toMatch(/\+08:00$/)
  // Without appId: this mini-program, a different link; the same call gives the same link.
  const own = (await link({ path: 'pages/index/index' })).json.data.urlLink
  expect(own).not.toBe(res.json.data.urlLink)
  expect((await link({ appId: 'wx0000000000charge', path: 'pages/index/index' })).json.data.urlLink).toBe(res.json.data.urlLink)
  expect((await link({ appId: 'wx0000000000charge', path: 'pages/index/index', query: 'a=1' })).json.data.urlLink).not.toBe(res.json.data.urlLink)
})

test('another appId is refused 400, with or without a token; a malformed one too', async () => {
  for (const token of [null, DEV_TOKEN]) {
    expect((await link({ appId: 'wx1111111111111111' }, token)).json).toMatchObject({ status: 400, message: '不支持打开该小程序' })
  }
  expect((await link({ appId: 'abc' })).status).toBe(400)
})

test('a signed-in user gets a link of their own; a bad token is ignored', async () => {
  const visitor = (await link({ path: 'pages/car/car' })).json.data.urlLink
  expect((await link({ path: 'pages/car/car' }, DEV_TOKEN)).json.data.urlLink).not.toBe(visitor)
  expect((await link({ path: 'pages/car/car' }, 'no-such-token')).json.data.urlLink).toBe(visitor)
})
