import SocietyPage from '@/pages/welfare/welfareSociety'
import { openPage } from '@/core/navigation'
import { clearSession, setToken } from '@/core/session'
import { getMyWelfare, getSociety } from '@/features/welfare/api'
import { byText, click, renderInStore as render, text, texts, waitFor } from '../../../support/ui'
import { openMockPage } from '../../../support/taro-page'
import { application, MEMBERSHIP, mine, SOCIETY } from './fixtures'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@/features/welfare/api', () => ({ getSociety: jest.fn(), getMyWelfare: jest.fn() }))
jest.mock('@/shared/toast', () => ({ toast: jest.fn() }))
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())

beforeEach(() => {
  openMockPage('/pages/welfare/welfareSociety')
  ;(getSociety as jest.Mock).mockResolvedValue(SOCIETY)
})
afterEach(() => {
  clearSession()
  jest.clearAllMocks()
})

const joinText = (u: Awaited<ReturnType<typeof render>>) => text(u, '.welfare-society__join')?.trim()

test('the society: mission, members, hours, and each project with its state and progress; a project opens its share page', async () => {
  setToken('dev-token')
  ;(getMyWelfare as jest.Mock).mockResolvedValue(mine(null))
  const u = await render(SocietyPage)
  await waitFor(() => expect(text(u, '.welfare-society__name')).toBe('星驰车主公益福利社'))
  expect(text(u, '.welfare-society__mission')).toBe('让每一次出行都带去温暖')
  expect(texts(u, '.welfare-society__value')).toEqual(['1280', '5600'])
  expect(texts(u, '.welfare-project__title')).toEqual(['项目601', '项目602', '项目603'])
  expect(texts(u, '.welfare-project .status-tag')).toEqual(['招募中', '进行中', '已结束'])
  expect(Array.from(u.queries.querySelectorAll('.welfare-progress__track')).map((e) => e.getAttribute('aria-valuenow'))).toEqual(['25', '100', '100'])
  expect(texts(u, '.welfare-progress__text')[0]).toBe('已完成 50 / 200 小时 · 12 位志愿者')
  expect(texts(u, '.welfare-project__meta')[0]).toBe('深圳市南山区 · 2026-12-01 开始')

  click(u, byText(u, '.welfare-project .card__main', '项目602'))
  expect(openPage).toHaveBeenCalledWith('/pages/welfareShare/index?projectId=602')
  await waitFor(() => expect(joinText(u)).toBe('加入福利社'))
  click(u, '.welfare-society__join')
  expect(openPage).toHaveBeenLastCalledWith('/pages/welfare/application')
})

test('logged out: the society shows, my membership is not asked, and the button leads to the login', async () => {
  const u = await render(SocietyPage)
  await waitFor(() => expect(joinText(u)).toBe('登录后加入福利社'))
  expect(getMyWelfare).not.toHaveBeenCalled()
  click(u, '.welfare-society__join')
  expect(openPage).toHaveBeenCalledWith(expect.stringContaining('/pages/login/index'))
})

test.each([
  ['a member: the way to the card', mine(MEMBERSHIP), '查看我的会员卡'],
  ['an application under review: says so, and leads to its state', mine(null, application('reviewing')), '申请审核中'],
])('%s', async (_, answer, label) => {
  setToken('dev-token')
  ;(getMyWelfare as jest.Mock).mockResolvedValue(answer)
  const u = await render(SocietyPage)
  await waitFor(() => expect(joinText(u)).toBe(label))
  click(u, '.welfare-society__join')
  expect(openPage).toHaveBeenCalledWith('/pages/welfare/check')
})

test('a failed read offers a retry that reads again', async () => {
  ;(getSociety as jest.Mock).mockReset().mockRejectedValueOnce(new Error('网络异常')).mockResolvedValue(SOCIETY)
  const u = await render(SocietyPage)
  await waitFor(() => expect(u.queries.querySelector('.page-shell__retry')).not.toBeNull())
  click(u, '.page-shell__retry')
  await waitFor(() => expect(text(u, '.welfare-society__name')).toBe('星驰车主公益福利社'))
  expect(getSociety).toHaveBeenCalledTimes(2)
})
