import { Provider } from 'jotai'
import type { CollectedInfoList, ThirdPartyShareList } from '@api/privacy'
import InfoCollectPage from '@/pages/infoCollect/infoCollect'
import ShareListPage from '@/package-car/pages/share-list/share-list'
import { store } from '@/core/store'
import { openPage } from '@/core/navigation'
import * as privacyApi from '@/features/privacy/api'
import { callPhone } from '@/shared/phone'
import { render } from '../../../support/render'
import { waitFor } from '../../../support/wait-for'
import { openMockPage } from '../../../support/taro-page'

jest.mock('@/features/privacy/api', () => ({ getThirdPartySharing: jest.fn(), getCollectedInfo: jest.fn() }))
jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@/shared/phone', () => ({ callPhone: jest.fn() }))

openMockPage('/package-car/pages/share-list/share-list')
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())

const api = jest.mocked(privacyApi)
const scenarios = [
  { key: 'location', name: '地图定位' },
  { key: 'login', name: '登录与安全' },
  { key: 'payment', name: '支付' },
]
const share: ThirdPartyShareList = {
  updatedAt: '2025-09-01',
  scenarios,
  list: [
    { id: 2, scenario: 'login', party: '阿里云号码认证 SDK', company: '阿里云计算有限公司', purpose: '一键登录', fields: ['手机号'], way: 'sdk', contact: '95187', policyUrl: 'https://terms.aliyun.com/p' },
    { id: 1, scenario: 'location', party: '腾讯位置服务 SDK', company: '深圳市腾讯计算机系统有限公司', purpose: '定位', fields: ['精确位置', '网络信息'], way: 'sdk', contact: 'Dataprivacy@tencent.com', policyUrl: 'https://lbs.qq.com/privacy' },
  ],
}
const collected: CollectedInfoList = {
  updatedAt: '2025-09-01',
  scenarios,
  list: [
    { id: 1, name: '精确位置', scenario: 'location', purpose: '定位附近门店', required: false, receivers: ['腾讯位置服务 SDK'] },
    { id: 3, name: '手机号', scenario: 'login', purpose: '注册登录', required: true, receivers: ['阿里云号码认证 SDK'] },
    { id: 6, name: '微信昵称与头像', scenario: 'login', purpose: '展示昵称', required: false, receivers: [] },
  ],
}

const inStore = (Screen: () => JSX.Element) =>
  function Page() {
    return (
      <Provider store={store}>
        <Screen />
      </Provider>
    )
  }

beforeEach(() => {
  jest.clearAllMocks()
  api.getThirdPartySharing.mockResolvedValue(share)
  api.getCollectedInfo.mockResolvedValue(collected)
})

type Utils = Awaited<ReturnType<typeof render>>
const texts = (u: Utils, sel: string) => Array.from(u.queries.querySelectorAll(sel)).map((e) => e.textContent)

describe('share list', () => {
  test('parties under their scenarios, in the scenarios\' order, with what they get, how and whom to ask', async () => {
    const u = await render(inStore(ShareListPage))
    await waitFor(() => expect(texts(u, '.privacy-section__title')).toEqual(['地图定位', '登录与安全']))
    expect(texts(u, '.privacy-share__party')).toEqual(['腾讯位置服务 SDK', '阿里云号码认证 SDK'])
    expect(texts(u, '.privacy-share__field')).toEqual(['精确位置', '网络信息', '手机号'])
    expect(u.queries.queryByText('更新日期：2025-09-01')).not.toBeNull()
    expect(u.queries.queryByText('Dataprivacy@tencent.com')).not.toBeNull()
  })

  test('a privacy policy opens in the web view; a phone contact calls; the other list opens', async () => {
    const u = await render(inStore(ShareListPage))
    await waitFor(() => expect(u.queries.queryByText('查看腾讯位置服务 SDK隐私政策')).not.toBeNull())
    u.fireEvent.click(u.queries.queryByText('查看腾讯位置服务 SDK隐私政策')!)
    expect(openPage).toHaveBeenLastCalledWith(
      `/pages/webview-h5/webview-h5?url=${encodeURIComponent('https://lbs.qq.com/privacy')}&title=${encodeURIComponent('腾讯位置服务 SDK隐私政策')}`,
    )
    u.fireEvent.click(u.queries.queryByText('95187')!)
    expect(callPhone).toHaveBeenCalledWith('95187')
    u.fireEvent.click(u.queries.queryByText('查看个人信息收集清单')!)
    expect(openPage).toHaveBeenLastCalledWith('/pages/infoCollect/infoCollect')
  })

  test('a failed load offers a retry', async () => {
    api.getThirdPartySharing.mockRejectedValueOnce(new Error('网络不可用'))
    const u = await render(inStore(ShareListPage))
    await waitFor(() => expect(u.queries.queryByText('重新加载')).not.toBeNull())
    u.fireEvent.click(u.queries.queryByText('重新加载')!)
    await waitFor(() => expect(texts(u, '.privacy-share__party')).toHaveLength(2))
  })

  test('nothing shared: said so', async () => {
    api.getThirdPartySharing.mockResolvedValue({ ...share, list: [] })
    const u = await render(inStore(ShareListPage))
    await waitFor(() => expect(u.queries.queryByText('目前没有与第三方共享的个人信息')).not.toBeNull())
  })
})

describe('collected list', () => {
  test('each item under its scenario: purpose, whether it may be refused, the parties that receive it', async () => {
    const u = await render(inStore(InfoCollectPage))
    await waitFor(() => expect(texts(u, '.privacy-section__title')).toEqual(['地图定位', '登录与安全']))
    expect(texts(u, '.privacy-item__name')).toEqual(['精确位置', '手机号', '微信昵称与头像'])
    expect(texts(u, '.privacy-item__need')).toEqual(['可选', '必要', '可选'])
    expect(texts(u, '.privacy-item__receivers')).toEqual(['提供给第三方：腾讯位置服务 SDK', '提供给第三方：阿里云号码认证 SDK', '不提供给第三方'])
    u.fireEvent.click(u.queries.queryByText('查看第三方信息共享清单')!)
    expect(openPage).toHaveBeenLastCalledWith('/package-car/pages/share-list/share-list')
  })
})
