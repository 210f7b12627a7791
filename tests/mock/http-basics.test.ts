// HTTP-level behaviour: CORS with preflight, enveloped 404/413/415/400, absolute image URLs,
// generated SVGs, the front-end config, and the Tencent-shaped map host.
import { DEV_MAP_KEY } from '../../mock/seed/tenants'
import { serverPerFile, type TestServer } from './support/server'

const srv = serverPerFile({ resetEachTest: false })

test('CORS: any origin, preflight allows Authorization, Content-Type, Accept-Language', async () => {
  const pre = await srv.send({
    method: 'OPTIONS', path: '/mall/web/app/cart-item/user/count',
    headers: { origin: 'http://localhost:10086', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization,content-type,accept-language' },
  })
  expect(pre.status).toBe(204)
  expect(pre.headers['access-control-allow-origin']).toBe('http://localhost:10086')
  expect(String(pre.headers['access-control-allow-headers'])).toMatch(/Authorization.*Content-Type.*Accept-Language/)
  const res = await srv.send({ method: 'GET', path: '/mall/web/app/cart-item/user/count', query: { vmId: 1 }, token: 'dev-token', headers: { origin: 'http://localhost:10086' } })
  expect(res.headers['access-control-allow-origin']).toBe('http://localhost:10086')
  const failed = await srv.send({ method: 'GET', path: '/mall/web/app/cart-item/user/count', headers: { origin: 'http://x.test' } })
  expect(failed.headers['access-control-allow-origin']).toBe('http://x.test') // errors are readable cross-origin too
})

test('errors are enveloped with HTTP status = body status', async () => {
  const cases: [Parameters<TestServer['send']>[0], number, string][] = [
    [{ method: 'GET', path: '/mall/nothing/here' }, 404, '接口不存在：GET /mall/nothing/here'],
    [{ method: 'POST', path: '/posts/web/community/common/green/check', body: '{"text":', headers: { 'content-type': 'application/json' } }, 400, '请求体不是合法的 JSON'],
    [{ method: 'POST', path: '/posts/web/community/common/green/check', body: `{"text":"${'字'.repeat(600000)}"}`, headers: { 'content-type': 'application/json' } }, 413, '请求体过大'],
    [{ method: 'POST', path: '/posts/web/community/common/green/check', body: '<a/>', headers: { 'content-type': 'application/xml' } }, 415, '不支持的 Content-Type，请使用 application/json'],
    [{ method: 'POST', path: '/posts/web/community/common/green/check', json: { text: 5 } }, 400, '参数 text 必须是字符串'],
    [{ method: 'POST', path: '/posts/web/community/common/green/check', json: [1] }, 400, '请求体必须是 JSON 对象'],
    [{ method: 'POST', path: '/posts/web/community/common/green/check', body: `{"text":${'['.repeat(5000)}${']'.repeat(5000)}}`, headers: { 'content-type': 'application/json' } }, 400, '请求体嵌套层级过深（最多 64 层）'],
    [{ method: 'GET', path: '/%zz' }, 400, '请求地址不合法'],
    [{ method: 'GET', path: '/posts/web/community/contents/abc' }, 400, '参数 id 必须是数字'],
    [{ method: 'GET', path: '/posts/web/community/contents/99999' }, 404, '内容不存在'],
  ]
  for (const [req, status, message] of cases) {
    const res = await srv.send(req)
    expect([res.status, res.json]).toEqual([status, { status, data: null, message }])
  }
})

test('a JSON content type with an empty body is a call without body, not an error', async () => {
  const res = await srv.send({ method: 'POST', path: '/posts/web/community/contents/101/share', token: 'dev-token', body: '', headers: { 'content-type': 'application/json' } })
  expect(res.json.status).toBe(200)
})

test('image URLs are absolute on this server and the SVGs are generated', async () => {
  const cars = (await srv.send({ method: 'GET', path: '/domain/2c/ev/tool-service/read/vehicleType/list', query: { source: 2, sort: 'newCar' } })).json.data
  expect(cars.length).toBeGreaterThanOrEqual(8)
  expect(cars[0].newCar).toBe(true)
  expect(cars[0].image.startsWith(`${srv.base}/static/img/cars/`)).toBe(true)
  const svg = await srv.send({ method: 'GET', path: new URL(cars[0].image).pathname + new URL(cars[0].image).search })
  expect(svg.headers['content-type']).toMatch(/image\/svg\+xml/)
  expect(svg.text).toContain(cars[0].name)
  expect((await srv.send({ method: 'GET', path: '/domain/2c/xx/tool-service/read/vehicleType/list' })).json.message).toBe('品牌 xx 不存在')
})

test('front-end config: default tenant, map key and host, allowed web view hosts', async () => {
  const res = await srv.send({ method: 'GET', path: '/static/config/000000.json' })
  expect(res.status).toBe(200)
  expect(res.json).toMatchObject({ tenantId: '000000', brandCode: 'ev', mapService: { webKey: DEV_MAP_KEY, host: `${srv.base}/map` } })
  expect(res.json.webviewHosts).toContain('h5.ev-brand.cn')
  expect(res.json).toMatchObject({ servicePhone: '400-820-8888', rescuePhone: '400-880-1234' })
  expect((await srv.send({ method: 'GET', path: '/static/config/424242.json' })).status).toBe(404)
})

test('map host: reverse geocoding with adcode, IP location, translation, Tencent key errors', async () => {
  const map = (path: string, query: Record<string, unknown>) => srv.send({ method: 'GET', path: `/map/ws${path}`, query }).then((r) => r.json)
  const geo = await map('/geocoder/v1/', { location: '22.5333,113.9305', key: DEV_MAP_KEY })
  expect(geo.result.ad_info).toMatchObject({ adcode: '440305', province: '广东省', city: '深圳市', district: '南山区' })
  expect(geo.result.address_component).toMatchObject({ province: '广东省', city: '深圳市', district: '南山区' })
  expect(await map('/geocoder/v1/', { location: '22.5,113.9' })).toMatchObject({ status: 311, message: 'key格式错误' })
  expect(await map('/geocoder/v1/', { location: '22.5,113.9', key: 'AAAAA-BBBBB-CCCCC-DDDDD-EEEEE-FFFFF' })).toMatchObject({ status: 190 })
  expect(await map('/geocoder/v1/', { location: 'here', key: DEV_MAP_KEY })).toMatchObject({ status: 310 })
  const ip = await map('/location/v1/ip', { key: DEV_MAP_KEY })
  expect(ip.result).toMatchObject({ location: { lat: 39.9, lng: 116.38 }, ad_info: { province: '北京市' } })
  const tr = await map('/coord/v1/translate', { locations: '39.9,116.38', type: 1, key: DEV_MAP_KEY })
  expect(tr.locations[0].lat).not.toBe(39.9)
  expect(Math.abs(tr.locations[0].lat - 39.9)).toBeLessThan(0.01)
  const jsonp = await srv.send({ method: 'GET', path: '/map/ws/location/v1/ip', query: { key: DEV_MAP_KEY, output: 'jsonp', callback: 'cb_1' } })
  expect(jsonp.text.startsWith('cb_1({"status":0')).toBe(true)
})
