import WebviewPage from '@/pages/webview-h5/webview-h5'
import { render } from '../../support/render'
import { mockPage, openMockPage } from '../../support/taro-page'

openMockPage('/pages/webview-h5/webview-h5')
const mockParams = mockPage.params
jest.mock('@tarojs/taro', () => jest.requireActual('../../support/taro-page').taroPageMock())
jest.mock('@/core/tenant', () => ({
  fetchFrontConfig: jest.fn(async () => ({ webviewHosts: ['m.lanxing-auto.com'] })),
}))

async function open(params: Record<string, string>) {
  Object.assign(mockParams, params)
  return render(WebviewPage)
}

afterEach(() => {
  for (const key of Object.keys(mockParams)) delete mockParams[key]
})

test('a host outside the tenant allow-list is refused with the reason, and nothing is embedded', async () => {
  const utils = await open({ url: encodeURIComponent('https://evil.example.com/a'), title: '活动' })
  await utils.queries.waitForQueryByText('无法打开此链接')
  expect(utils.html()).toContain('evil.example.com 不在允许访问的网站范围内')
  expect(utils.queries.querySelector('iframe, taro-web-view-core')).toBeNull()
})

test('an allowed https URL is embedded under the given title', async () => {
  const utils = await open({ url: encodeURIComponent('https://m.lanxing-auto.com/news'), title: encodeURIComponent('品牌资讯') })
  const view = await utils.queries.waitForQuerySelector('iframe')
  expect(view.getAttribute('src')).toBe('https://m.lanxing-auto.com/news')
  expect(view.getAttribute('title')).toBe('品牌资讯')
  expect(utils.html()).toContain('品牌资讯')
})
