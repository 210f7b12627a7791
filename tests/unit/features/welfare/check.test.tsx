import CheckPage from '@/pages/welfare/check'
import { openPage } from '@/core/navigation'
import { clearSession, setToken } from '@/core/session'
import { getMyWelfare, getSociety } from '@/features/welfare/api'
import { byText, click, renderInStore as render, text, texts, waitFor } from '../../../support/ui'
import { openMockPage } from '../../../support/taro-page'
import { application, MEMBERSHIP, mine, SOCIETY } from './fixtures'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@/features/welfare/api', () => ({ getMyWelfare: jest.fn(), getSociety: jest.fn(), getMySignups: jest.fn().mockResolvedValue([]) }))
jest.mock('@/shared/toast', () => ({ toast: jest.fn() }))
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())

beforeEach(() => {
  setToken('dev-token')
  openMockPage('/pages/welfare/check')
  ;(getSociety as jest.Mock).mockResolvedValue(SOCIETY)
})
afterEach(() => {
  clearSession()
  jest.clearAllMocks()
})

test('a member: the card (society, name, number, since, hours) and the projects joined with hours; a project opens its page', async () => {
  ;(getMyWelfare as jest.Mock).mockResolvedValue(mine(MEMBERSHIP))
  const u = await render(CheckPage)
  await waitFor(() => expect(text(u, '.welfare-member__no')).toBe('FL2026-0008'))
  expect(text(u, '.welfare-member__society')).toBe('星驰车主公益福利社')
  expect(text(u, '.welfare-member__name')).toBe('王小明')
  expect(texts(u, '.welfare-member__label')).toEqual(['会员编号', '2026.11.20 入会'])
  expect(text(u, '.welfare-member__hours')).toBe('志愿时长 36 小时')
  expect(texts(u, '.welfare-member__project-title')).toEqual(['项目602', '项目603'])
  expect(texts(u, '.welfare-member__project-hours')).toEqual(['20 小时', '16 小时'])
  click(u, byText(u, '.welfare-member__project', '项目603'))
  expect(openPage).toHaveBeenCalledWith('/pages/welfareShare/index?projectId=603')
})

test('under review: the application state and the way to the projects', async () => {
  ;(getMyWelfare as jest.Mock).mockResolvedValue(mine(null, application('reviewing')))
  const u = await render(CheckPage)
  await waitFor(() => expect(text(u, '.member-application .status-tag')).toBe('审核中'))
  expect(u.queries.querySelector('.welfare-member')).toBeNull()
  click(u, '.welfare-check__action')
  expect(openPage).toHaveBeenCalledWith('/pages/welfare/welfareSociety')
})

test('rejected: the reason and 重新申请, which opens the form', async () => {
  ;(getMyWelfare as jest.Mock).mockResolvedValue(mine(null, application('rejected')))
  const u = await render(CheckPage)
  await waitFor(() => expect(text(u, '.member-application__reason')).toBe('未通过原因：车牌信息有误'))
  expect(text(u, '.welfare-check__action')?.trim()).toBe('重新申请')
  click(u, '.welfare-check__action')
  expect(openPage).toHaveBeenCalledWith('/pages/welfare/application')
})

test('neither: the way to join through the society', async () => {
  ;(getMyWelfare as jest.Mock).mockResolvedValue(mine(null))
  const u = await render(CheckPage)
  await waitFor(() => expect(text(u, '.page-shell__state-title')).toBe('你还不是福利社会员'))
  click(u, '.page-shell__retry')
  expect(openPage).toHaveBeenCalledWith('/pages/welfare/welfareSociety')
})

test('a failed read offers a retry; logged out, a login and no call', async () => {
  ;(getMyWelfare as jest.Mock).mockRejectedValueOnce(new Error('网络异常')).mockResolvedValue(mine(MEMBERSHIP))
  const u = await render(CheckPage)
  await waitFor(() => expect(u.queries.querySelector('.page-shell__retry')).not.toBeNull())
  click(u, '.page-shell__retry')
  await waitFor(() => expect(text(u, '.welfare-member__no')).toBe('FL2026-0008'))

  clearSession()
  await waitFor(() => expect(u.html()).toContain('登录后查看我的福利社会员卡'))
  expect(getMyWelfare).toHaveBeenCalledTimes(2)
})
