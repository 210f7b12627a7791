import { ENTRY_PATH, findRoute, paths, ROUTES } from '@/routes'

type Builder = (...args: never[]) => string

test('every path builder names a page of the route table', () => {
  for (const [name, build] of Object.entries(paths) as [string, Builder][]) {
    // A builder taking an object (openMiniProgram, orderConfirm) gets one; the rest an id and a text.
    const OBJECTS: Record<string, unknown> = { openMiniProgram: { appId: 'wx0000000000charge' }, orderConfirm: { skuId: 100201, quantity: 1 } }
    const args = name in OBJECTS ? [OBJECTS[name]] : [7, 'x']
    const url = (build as (...a: unknown[]) => string)(...args)
    // '/' is the entry page (H5's short address).
    expect([name, findRoute(url)?.path]).toEqual([name, url.split('?')[0].slice(1) || ENTRY_PATH])
  }
})

test('queries are encoded and empty values left out', () => {
  expect(paths.goodsDetail(1002)).toBe('/package-mall/pages/goods-detail/index?id=1002')
  expect(paths.testDrive()).toBe('/package-car/pages/test-drive/index')
  expect(paths.webview('https://h5.ev-brand.cn/a?b=1', '车主 指南')).toBe(
    '/pages/webview-h5/webview-h5?url=https%3A%2F%2Fh5.ev-brand.cn%2Fa%3Fb%3D1&title=%E8%BD%A6%E4%B8%BB%20%E6%8C%87%E5%8D%97',
  )
  expect(paths.login('/pages/mine/mine?tab=2')).toBe('/pages/login/index?redirect=%2Fpages%2Fmine%2Fmine%3Ftab%3D2')
  expect(paths.magazineIssue(2)).toBe(`/${ROUTES[0].path}?issueId=2`)
  expect(paths.magazineIssueWeb(2)).toBe('/?issueId=2')
  expect(paths.openMiniProgram({ appId: 'wx0000000000charge', path: 'pages/index/index?a=1' })).toBe(
    '/pages/openUrlLink/index?appId=wx0000000000charge&path=pages%2Findex%2Findex%3Fa%3D1',
  )
  expect(paths.openMiniProgram({ urlLink: 'https://wxaurl.cn/k3j9' })).toBe('/pages/openUrlLink/index?urlLink=https%3A%2F%2Fwxaurl.cn%2Fk3j9')
  expect(paths.orderConfirm({ cart: true })).toBe('/package-mall/pages/order-confirm/index?from=cart')
  expect(paths.orderConfirm({ skuId: 100201, quantity: 2 })).toBe('/package-mall/pages/order-confirm/index?skuId=100201&quantity=2')
})
