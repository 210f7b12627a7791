import type { DetailInvite, RecommendActivity, RecommendRecord } from '@api/activity'
import RecommendPurchasePage from '@/package-activity/pages/recommend-purchase/index'
import InviteBuyPage from '@/package-mine/pages/invite-buy/invite-buy'
import { redirectTo } from '@/core/navigation'
import { RequestError } from '@/core/request'
import { clearSession } from '@/core/session'
import { captureLead } from '@/features/activity/api'
import { getDetailInvite, getRecommendDetail, insertRecommend } from '@/features/invite/api'
import { MESSAGES } from '@/constants'
import { clearDraft } from '@/shared/form'
import { loadDraft } from '@/shared/form/draft'
import { click, renderInStore as render, text, texts, type, waitFor, type Utils } from '../../support/ui'
import { openMockPage } from '../../support/taro-page'

jest.mock('@tarojs/taro', () => jest.requireActual('../../support/taro-page').taroPageMock())
jest.mock('@/core/navigation', () => jest.requireActual('../../support/navigation').navigationMock())
jest.mock('@/features/activity/api', () => ({ captureLead: jest.fn() }))
jest.mock('@/entities/vehicle/api', () => ({ getVehicleTypes: jest.fn(async () => [{ id: 2, name: '星驰 S9', energyType: '纯电' }]) }))
jest.mock('@/entities/dealer/api', () => ({
  getDealerDistricts: jest.fn(async (pid?: string) =>
    pid ? [{ regionCode: '440300', regionName: '深圳市' }] : [{ regionCode: '440000', regionName: '广东省' }],
  ),
  getDealers: jest.fn(async () => []),
}))
jest.mock('@/features/invite/api', () => ({ getDetailInvite: jest.fn(), getRecommendDetail: jest.fn(), insertRecommend: jest.fn() }))

const CAMPAIGN: RecommendActivity = {
  id: 401, name: '推荐购车 赢万元好礼', cover: 'https://x/c.svg', rule: '<p>好友留资即得积分</p>', rewardDesc: '最高 5000 积分',
  startTime: '2026-04-01T00:00:00+08:00', endTime: '2026-07-01T00:00:00+08:00', status: 2,
}
const INVITE: DetailInvite = { activity: CAMPAIGN, inviter: { accountId: 1, displayName: '车主小王', avatarUrl: '' }, inviteNum: 3 }
const RECORD: RecommendRecord = {
  id: 9, activityId: 401, inviterAccountId: 1, name: '郑爽', mobile: '137****3333', vehicleTypeId: 2, vehicleTypeName: '星驰 S9',
  dealerCode: 'EV-SZ-001', dealerName: '星驰汽车深圳南山店', status: 1, statusText: '已留资', rewardPoint: 200, createdAt: '', scene: 'poster',
}
const DRAFT = 'recommend-purchase'

const PLACEHOLDERS: Record<string, string> = { '.lead-model': '请选择车型', '.lead-province': '请选择省份', '.lead-city': '请选择城市' }

async function pick(u: Utils, field: string, label: string) {
  // A picker opens once its options are in (until then it says 加载中…).
  await waitFor(() => expect(text(u, `${field} .lead-field__value`)).toBe(PLACEHOLDERS[field]))
  click(u, `${field} .lead-field__row`)
  await waitFor(() => expect(texts(u, '.form-option-sheet__option').some((o) => o.startsWith(label))).toBe(true))
  click(u, [...u.queries.querySelectorAll('.form-option-sheet__option')].find((o) => o.textContent?.startsWith(label))!)
}

async function fill(u: Utils) {
  // The form mounts a task after the page's head (Staged).
  await waitFor(() => expect(u.queries.querySelector('.lead-name')).not.toBeNull())
  await type(u, '.lead-name', '郑爽')
  await type(u, '.lead-mobile', '13722223333')
  await pick(u, '.lead-model', '星驰 S9')
  await pick(u, '.lead-province', '广东省')
  await pick(u, '.lead-city', '深圳市')
  click(u, '.lead-consent__box')
}

afterEach(() => {
  clearDraft(DRAFT)
  clearSession()
  jest.clearAllMocks()
})

describe('a friend from an invitation', () => {
  beforeEach(() => {
    openMockPage('/package-activity/pages/recommend-purchase/index', { accountId: '1', scene: encodeURIComponent('401-1-seed01') })
    jest.mocked(getDetailInvite).mockResolvedValue(INVITE)
  })

  test('sees who invited them and the campaign; bad input is named per field and nothing is sent', async () => {
    const u = await render(RecommendPurchasePage)
    await waitFor(() => expect(text(u, '.invite-recommend-header__inviter')).toBe('车主小王 邀请你参加'))
    expect(getDetailInvite).toHaveBeenCalledWith(401, 1)
    expect(text(u, '.invite-recommend-header__name')).toBe('推荐购车 赢万元好礼')
    await waitFor(() => expect(text(u, '.lead-submit')).toBe('提交购车意向'))
    await type(u, '.lead-mobile', '12345')
    click(u, '.lead-submit')
    await waitFor(() => expect(text(u, '.lead-mobile .lead-field__error')).toBe(MESSAGES.PHONE_INVALID))
    expect(text(u, '.lead-name .lead-field__error')).toBe('请输入姓名')
    expect(text(u, '.lead-model .lead-field__error')).toBe('请选择意向车型')
    expect(text(u, '.lead-city .lead-field__error')).toBe('请选择所在城市')
    expect(text(u, '.lead-consent .lead-field__error')).toBe('请阅读并同意《个人信息保护声明》')
    expect(insertRecommend).not.toHaveBeenCalled()
  })

  test('a failed send keeps every value (on screen and in the draft) and says so; the retry reaches the inviter', async () => {
    jest.mocked(insertRecommend).mockRejectedValueOnce(new Error('服务器开小差了')).mockResolvedValueOnce(RECORD)
    const u = await render(RecommendPurchasePage)
    await fill(u)
    click(u, '.lead-submit')
    await waitFor(() => expect(text(u, '.lead-failed')).toBe('提交失败：服务器开小差了。您填写的内容已保留，可重新提交。'))
    expect(insertRecommend).toHaveBeenCalledWith({
      activityId: 401, inviterAccountId: 1, sceneId: '401-1-seed01', name: '郑爽', mobile: '13722223333',
      provinceCode: '440000', cityCode: '440300', vehicleTypeId: 2, consent: true,
    }, expect.any(String))
    expect((u.queries.querySelector('.lead-name input') as HTMLInputElement).value).toBe('郑爽')
    expect(text(u, '.lead-city .lead-field__value')).toBe('深圳市')
    expect(loadDraft(DRAFT)).toMatchObject({ name: '郑爽', mobile: '13722223333', cityCode: '440300', consent: true })

    click(u, '.lead-submit')
    await waitFor(() => expect(text(u, '.lead-done__title')).toBe('提交成功'))
    expect(text(u, '.lead-done__text')).toContain('星驰汽车深圳南山店的专属顾问会尽快通过 137****3333 与你联系')
    expect(loadDraft(DRAFT)).toBeUndefined()
    expect(captureLead).not.toHaveBeenCalled()
  })

  test('after the campaign the page is a plain consultation', async () => {
    jest.mocked(getDetailInvite).mockResolvedValue({ ...INVITE, activity: { ...CAMPAIGN, status: 3 } })
    jest.mocked(captureLead).mockResolvedValue({
      id: 1, name: '郑爽', mobile: '137****3333', provinceName: '广东省', cityName: '深圳市', vehicleTypeName: '星驰 S9', source: 'recommend-401', createdAt: '',
    })
    const u = await render(RecommendPurchasePage)
    await waitFor(() => expect(text(u, '.lead-intro__text')).toContain('「推荐购车 赢万元好礼」已结束'))
    await fill(u)
    click(u, '.lead-submit')
    await waitFor(() => expect(text(u, '.lead-done__title')).toBe('提交成功'))
    expect(captureLead).toHaveBeenCalledWith(expect.objectContaining({ source: 'recommend-401', cityCode: '440300' }), expect.any(String))
    expect(insertRecommend).not.toHaveBeenCalled()
  })
})

test('opened without an inviter it reads no inviter and sends a plain consultation', async () => {
  openMockPage('/package-activity/pages/recommend-purchase/index')
  jest.mocked(captureLead).mockResolvedValue({
    id: 1, name: '郑爽', mobile: '137****3333', provinceName: '广东省', cityName: '深圳市', vehicleTypeName: '星驰 S9', source: 'recommend-purchase', createdAt: '',
  })
  const u = await render(RecommendPurchasePage)
  await waitFor(() => expect(text(u, '.lead-intro__title')).toBe('预约购车顾问'))
  expect(getDetailInvite).not.toHaveBeenCalled()
  expect(getRecommendDetail).not.toHaveBeenCalled()
  await fill(u)
  click(u, '.lead-submit')
  await waitFor(() => expect(text(u, '.lead-done__text')).toContain('深圳市的专属顾问'))
  expect(captureLead).toHaveBeenCalledWith({
    name: '郑爽', mobile: '13722223333', provinceCode: '440000', cityCode: '440300', vehicleTypeId: 2, consent: true, source: 'recommend-purchase',
  }, expect.any(String))
})

test('an invite-buy link with an inviter (from before) goes on to the friend\'s page', async () => {
  openMockPage('/package-mine/pages/invite-buy/invite-buy', { activityId: '401', accountId: '1' })
  await render(InviteBuyPage)
  await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('/package-activity/pages/recommend-purchase/index?accountId=1&activityId=401'))
  expect(getDetailInvite).not.toHaveBeenCalled()
})

describe('a bad link says 链接无效, never the plain form or my own recommendation in its place', () => {
  const BAD = '推荐链接无效或已失效，请向好友重新获取'

  test.each([
    [{ accountId: 'abc!!' }],
    [{ accountId: '-1', scene: '401-1-seed01' }],
    [{ scene: 'abc!!' }],
    [{ activityId: '1'.repeat(40) }],
  ])('recommend-purchase %j: nothing is read, no form', async (query) => {
    openMockPage('/package-activity/pages/recommend-purchase/index', query)
    const u = await render(RecommendPurchasePage)
    await waitFor(() => expect(u.queries.queryByText('链接无效')).not.toBeNull())
    expect(u.html()).toContain(BAD)
    expect(u.queries.querySelector('.lead-submit')).toBeNull()
    expect(getDetailInvite).not.toHaveBeenCalled()
    expect(getRecommendDetail).not.toHaveBeenCalled()
  })

  test('an inviter or campaign the server does not know (404): 链接无效 with 返回, no retry', async () => {
    openMockPage('/package-activity/pages/recommend-purchase/index', { accountId: '99999', scene: '401-99999-abc' })
    jest.mocked(getDetailInvite).mockRejectedValue(new RequestError('status', '用户不存在', { status: 404, statusCode: 404 }))
    const u = await render(RecommendPurchasePage)
    await waitFor(() => expect(u.queries.queryByText('链接无效')).not.toBeNull())
    expect(u.html()).toContain(BAD)
    expect(u.queries.queryByText('返回')).not.toBeNull()
    expect(u.queries.queryByText('重新加载')).toBeNull()
    expect(u.queries.querySelector('.lead-submit')).toBeNull()
  })

  test('invite-buy with a malformed scene or inviter: 链接无效, neither redirected nor my own page', async () => {
    const queries: Record<string, string>[] = [{ scene: 'abc!!' }, { accountId: 'x1' }]
    for (const query of queries) {
      openMockPage('/package-mine/pages/invite-buy/invite-buy', query)
      const u = await render(InviteBuyPage)
      await waitFor(() => expect(u.queries.queryByText('链接无效')).not.toBeNull())
      expect(u.html()).toContain(BAD)
      u.unmout()
    }
    expect(redirectTo).not.toHaveBeenCalled()
    expect(getDetailInvite).not.toHaveBeenCalled()
  })
})
