import TipPage from '@/pages/motorists-help-instructions/tip'
import { fetchFrontConfig } from '@/core/tenant'
import { callPhone } from '@/shared/phone'
import { click, renderInStore as render, text, texts, waitFor, type Utils } from '../../../support/ui'
import { openMockPage } from '../../../support/taro-page'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@/core/tenant', () => ({ ...jest.requireActual('@/core/tenant'), fetchFrontConfig: jest.fn() }))
jest.mock('@/shared/phone', () => ({ callPhone: jest.fn() }))
jest.mock('@/shared/toast', () => ({ toast: jest.fn() }))
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())

const rescue = (u: Utils) => u.queries.querySelector('.mutual-tip__call:not(.mutual-tip__call--police)') as HTMLElement

beforeEach(() => openMockPage('/pages/motorists-help-instructions/tip'))
afterEach(() => jest.clearAllMocks())

test('the tips in order: hazard lights, the triangle distance, behind the barrier, the calls, not in the lane', async () => {
  ;(fetchFrontConfig as jest.Mock).mockResolvedValue({ rescuePhone: '400-820-8899' })
  const u = await render(TipPage)
  expect(texts(u, '.mutual-tip__title')).toEqual(['1. 打开双闪', '2. 放置三角警示牌', '3. 人员撤到护栏外', '4. 拨打救援电话', '5. 不要在车道内停留', '6. 量力而行'])
  expect(texts(u, '.mutual-tip__text')[1]).toContain('在车后 50–150 米（高速 150 米以外）放置三角警示牌')
  expect(texts(u, '.mutual-tip__text')[3]).toContain('110 / 122')
  await waitFor(() => expect(rescue(u).textContent).toBe('拨打道路救援 400-820-8899'))
})

test("one tap calls the config's rescue line, another the traffic police", async () => {
  ;(fetchFrontConfig as jest.Mock).mockResolvedValue({ rescuePhone: '400-820-8899' })
  const u = await render(TipPage)
  await waitFor(() => expect(rescue(u).getAttribute('aria-disabled')).toBe('false'))
  click(u, rescue(u))
  expect(callPhone).toHaveBeenCalledWith('400-820-8899')
  click(u, '.mutual-tip__call--police')
  expect(callPhone).toHaveBeenLastCalledWith('122')
  expect(text(u, '.mutual-tip__call--police')).toBe('拨打交警 122')
})

test('while the config loads the rescue button is disabled and calls nothing; 122 works already', async () => {
  ;(fetchFrontConfig as jest.Mock).mockReturnValue(new Promise(() => {}))
  const u = await render(TipPage)
  expect(rescue(u).textContent).toBe('救援电话加载中…')
  expect(rescue(u).getAttribute('aria-disabled')).toBe('true')
  click(u, rescue(u))
  expect(callPhone).not.toHaveBeenCalled()
  click(u, '.mutual-tip__call--police')
  expect(callPhone).toHaveBeenCalledWith('122')
})

test('a failed config offers a retry, which reads it again and enables the call', async () => {
  ;(fetchFrontConfig as jest.Mock).mockRejectedValueOnce(new Error('配置加载失败')).mockResolvedValue({ rescuePhone: '400-820-8899' })
  const u = await render(TipPage)
  await waitFor(() => expect(u.queries.querySelector('.mutual-tip__call--retry')).not.toBeNull())
  click(u, '.mutual-tip__call--retry')
  await waitFor(() => expect(rescue(u).textContent).toBe('拨打道路救援 400-820-8899'))
  expect(fetchFrontConfig).toHaveBeenCalledTimes(2)
})

test('a config without the rescue line says so and stays disabled', async () => {
  ;(fetchFrontConfig as jest.Mock).mockResolvedValue({})
  const u = await render(TipPage)
  await waitFor(() => expect(rescue(u).textContent).toBe('暂无道路救援电话'))
  expect(rescue(u).getAttribute('aria-disabled')).toBe('true')
})
