import CreatorCenterPage from '@/package-mine/pages/creator-center/index'
import CreatePage from '@/package-mine/pages/creator-center/create'
import { openPage } from '@/core/navigation'
import { clearSession, setToken } from '@/core/session'
import { applyCreator, getCreatorHome, getMyWorks } from '@/features/creator/api'
import { byText, click, renderInStore as render, text, texts, type, waitFor } from '../../../support/ui'
import { openMockPage } from '../../../support/taro-page'
import { application, home, page, PROFILE, work } from './fixtures'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@/features/creator/api', () => ({ getCreatorHome: jest.fn(), getMyWorks: jest.fn(), applyCreator: jest.fn() }))
jest.mock('@/shared/toast', () => ({ toast: jest.fn() }))
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())

beforeEach(() => setToken('dev-token'))
afterEach(() => {
  clearSession()
  jest.clearAllMocks()
})

describe('the creator home', () => {
  test('profile, level, totals and my works by review state; a published work opens its post', async () => {
    openMockPage('/package-mine/pages/creator-center/index')
    ;(getCreatorHome as jest.Mock).mockResolvedValue(home(PROFILE))
    ;(getMyWorks as jest.Mock).mockImplementation(async ({ state }) =>
      state === 'rejected' ? page([work(3, 'rejected')]) : page([work(1, 'published'), work(2, 'reviewing'), work(3, 'rejected')]),
    )
    const u = await render(CreatorCenterPage)
    await waitFor(() => expect(texts(u, '.creator-work__title')).toEqual(['作品1', '作品2', '作品3']))
    expect(text(u, '.member-header__name')).toBe('林间追风')
    expect(text(u, '.member-header__badge')).toBe('Lv.3 优质创作者')
    expect(text(u, '.member-header__hint')).toContain('再获得 680 成长值升级为金牌创作者')
    expect(texts(u, '.member-header__value')).toEqual(['17', '12w+', '4321', '567', '890'])
    expect(texts(u, '.creator-work .status-tag')).toEqual(['已发布', '审核中', '未通过'])
    expect(text(u, '.creator-work__reason')).toBe('未通过原因：图片不清晰')
    expect(texts(u, '.creator-entries__label')).toEqual(['提交作品', '数据中心', '创作活动', '创作者课堂', '我的名片', '信息登记'])
    // One read of the home: the header shares the screen's cache entry.
    expect(getCreatorHome).toHaveBeenCalledTimes(1)

    click(u, byText(u, '.creator-work', '作品1'))
    expect(openPage).toHaveBeenCalledWith('/package-community/pages/community-detail/community-detail?id=101')
    click(u, byText(u, '[role="tab"]', '未通过'))
    await waitFor(() => expect(texts(u, '.creator-work__title')).toEqual(['作品3']))
    expect(getMyWorks).toHaveBeenLastCalledWith({ state: 'rejected', pageNo: 1, pageSize: 10 })
  })

  test('not a creator: the benefits, a rejected application with its reason, and the way to apply again', async () => {
    openMockPage('/package-mine/pages/creator-center/index')
    ;(getCreatorHome as jest.Mock).mockResolvedValue(home(null, application('rejected')))
    const u = await render(CreatorCenterPage)
    await waitFor(() => expect(texts(u, '.member-join__benefit-title')).toEqual(['流量扶持', '专属活动']))
    expect(text(u, '.member-application__reason')).toBe('未通过原因：主页截图与账号不符')
    expect(getMyWorks).not.toHaveBeenCalled()
    click(u, '.member-join__apply')
    expect(text(u, '.member-join__apply')).toBe('修改后重新申请')
    expect(openPage).toHaveBeenCalledWith('/package-mine/pages/creator-center/create')
  })

  test('logged out: a login and no call', async () => {
    clearSession()
    openMockPage('/package-mine/pages/creator-center/index')
    const u = await render(CreatorCenterPage)
    await waitFor(() => expect(u.html()).toContain('登录后进入创作者中心'))
    expect(getCreatorHome).not.toHaveBeenCalled()
  })
})

describe('applying', () => {
  test('what is missing is named; sent, the application shows as reviewing', async () => {
    openMockPage('/package-mine/pages/creator-center/create')
    ;(getCreatorHome as jest.Mock).mockResolvedValue(home(null, application('rejected')))
    ;(applyCreator as jest.Mock).mockResolvedValue(application('reviewing'))
    const u = await render(CreatePage)
    // A rejection comes back filled in: the consent is asked again.
    await waitFor(() => expect(u.queries.querySelector('.creator-apply__name input')).not.toBeNull())
    expect((u.queries.querySelector('.creator-apply__name input') as HTMLInputElement).value).toBe('林间追风')
    await type(u, '.creator-apply__followers', '1.5')
    await u.act(async () => click(u, '.creator-apply__submit'))
    expect(texts(u, '.form-field__error')).toEqual(['粉丝数请填写整数', '请先阅读并同意《创作者协议》'])
    expect(applyCreator).not.toHaveBeenCalled()

    await type(u, '.creator-apply__followers', '15000')
    click(u, '.form-consent__box')
    await u.act(async () => click(u, '.creator-apply__submit'))
    await waitFor(() => expect(applyCreator).toHaveBeenCalledWith({
      consent: true, accounts: [{ platform: 'douyin', accountName: '林间追风', followers: 15000, screenshot: 'shot.png' }],
    }))
    await waitFor(() => expect(text(u, '.member-application .status-tag')).toBe('审核中'))
    expect(u.queries.querySelector('.creator-apply__submit')).toBeNull()
  })

  test('a second account can be added and removed; a creator is told they are one', async () => {
    openMockPage('/package-mine/pages/creator-center/create')
    ;(getCreatorHome as jest.Mock).mockResolvedValue(home(null))
    const u = await render(CreatePage)
    await waitFor(() => expect(texts(u, '.creator-apply__account-title')).toEqual(['创作账号 1']))
    click(u, '.creator-apply__add')
    expect(texts(u, '.creator-apply__account-title')).toEqual(['创作账号 1', '创作账号 2'])
    click(u, '.creator-apply__remove')
    expect(texts(u, '.creator-apply__account-title')).toEqual(['创作账号 1'])
    click(u, '.creator-apply__agreement-toggle')
    expect(texts(u, '.creator-apply__clause')).toEqual(['1. 遵守社区规范', '2. 原创内容'])
  })

  test('a creator already', async () => {
    openMockPage('/package-mine/pages/creator-center/create')
    ;(getCreatorHome as jest.Mock).mockResolvedValue(home(PROFILE))
    const u = await render(CreatePage)
    await waitFor(() => expect(u.html()).toContain('你已是创作者'))
    click(u, '.page-shell__retry')
    expect(openPage).toHaveBeenCalledWith('/package-mine/pages/creator-center/index')
  })
})
