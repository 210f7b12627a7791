import SharePage from '@/pages/welfareShare/index'
import CheckPage from '@/pages/welfare/check'
import { openPage } from '@/core/navigation'
import { clearSession, setToken } from '@/core/session'
import { cancelSignup, getMySignups, getMyWelfare, getProject, getSociety, signUpProject } from '@/features/welfare/api'
import { confirmDestructive } from '@/shared/confirm'
import { toast } from '@/shared/toast'
import { byText, click, renderInStore as render, text, texts, type, waitFor } from '../../../support/ui'
import { openMockPage } from '../../../support/taro-page'
import { application, MEMBERSHIP, mine, project, signup, SOCIETY } from './fixtures'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@/features/welfare/api', () => ({
  getProject: jest.fn(), getMyWelfare: jest.fn(), getMySignups: jest.fn(), getSociety: jest.fn(), signUpProject: jest.fn(), cancelSignup: jest.fn(),
}))
jest.mock('@/shared/share/page-share', () => ({ ...jest.requireActual('@/shared/share/page-share'), usePageShare: jest.fn(), sharePage: jest.fn() }))
jest.mock('@/shared/confirm', () => ({ confirmDestructive: jest.fn() }))
jest.mock('@/shared/toast', () => ({ toast: jest.fn() }))
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())

const P = project(601, 'recruiting', { volunteers: 30 })
const member = mine(MEMBERSHIP, application('approved', { mobile: '13800138000' }))

beforeEach(() => {
  setToken('dev-token')
  ;(getProject as jest.Mock).mockResolvedValue(P)
  ;(getSociety as jest.Mock).mockResolvedValue(SOCIETY)
  ;(getMyWelfare as jest.Mock).mockResolvedValue(member)
  ;(getMySignups as jest.Mock).mockResolvedValue([])
})
afterEach(() => {
  clearSession()
  jest.clearAllMocks()
})

async function sharePage() {
  openMockPage('/pages/welfareShare/index', { projectId: '601' })
  const u = await render(SharePage)
  await waitFor(() => expect(text(u, '.welfare-join__text')).toBe('剩余 10 个名额 · 11月29日 20:00 截止报名'))
  return u
}

test('a member signs up: a slot, the phone masked; a retry sends the same request id, a changed choice a new one', async () => {
  ;(signUpProject as jest.Mock).mockRejectedValueOnce(new Error('timeout')).mockRejectedValueOnce(new Error('timeout')).mockResolvedValue(signup(9, 'signed'))
  const u = await sharePage()
  click(u, '.welfare-join__action')
  await waitFor(() => expect(texts(u, '.welfare-signup__slots .form-choice-chips__label')).toEqual(['12月1日 09:00-12:00', '12月1日 13:00-17:00']))
  expect(text(u, '.welfare-signup__phone .info-row__value')).toBe('138****8000（会员预留手机号，点击修改）')
  expect(u.html()).not.toContain('13800138000')

  click(u, '.welfare-signup__submit')
  await waitFor(() => expect(toast).toHaveBeenCalledWith('请选择报名时段'))
  expect(signUpProject).not.toHaveBeenCalled()

  click(u, byText(u, '.form-choice-chips__chip', '13:00-17:00'))
  click(u, '.welfare-signup__submit')
  await waitFor(() => expect(signUpProject).toHaveBeenCalledTimes(1))
  const [id, first] = (signUpProject as jest.Mock).mock.calls[0]
  expect(id).toBe(601)
  expect(first).toEqual({ requestId: expect.stringMatching(/^[0-9A-Za-z_-]{8,64}$/), slotId: 60102, mobile: undefined })
  await waitFor(() => expect(text(u, '.welfare-signup__submit')).toBe('确认报名'))
  click(u, '.welfare-signup__submit') // the same sign-up again (a time-out): the same key
  await waitFor(() => expect(signUpProject).toHaveBeenCalledTimes(2))
  expect((signUpProject as jest.Mock).mock.calls[1][1].requestId).toBe(first.requestId)

  await waitFor(() => expect(text(u, '.welfare-signup__submit')).toBe('确认报名'))
  click(u, '.welfare-signup__phone') // another phone: a changed sign-up, a new key
  await type(u, '.welfare-signup__mobile', '13912345678')
  click(u, '.welfare-signup__submit')
  await waitFor(() => expect(signUpProject).toHaveBeenCalledTimes(3))
  const third = (signUpProject as jest.Mock).mock.calls[2][1]
  expect(third).toMatchObject({ slotId: 60102, mobile: '13912345678' })
  expect(third.requestId).not.toBe(first.requestId)
  await waitFor(() => expect(toast).toHaveBeenCalledWith('报名成功', 'success'))
})

test('signed up: the page says so and leads to my sign-ups', async () => {
  ;(getMySignups as jest.Mock).mockResolvedValue([signup(9, 'signed')])
  openMockPage('/pages/welfareShare/index', { projectId: '601' })
  const u = await render(SharePage)
  await waitFor(() => expect(text(u, '.welfare-join__text')).toBe('你已报名：12月1日 09:00-12:00'))
  click(u, '.welfare-join__action')
  expect(openPage).toHaveBeenCalledWith('/pages/welfare/check')
})

test('a friend who is no member is led to apply first; logged out, to a login', async () => {
  ;(getMyWelfare as jest.Mock).mockResolvedValue(mine(null))
  openMockPage('/pages/welfareShare/index', { projectId: '601' })
  const u = await render(SharePage)
  await waitFor(() => expect(text(u, '.welfare-join__action')?.trim()).toBe('先加入福利社'))
  click(u, '.welfare-join__action')
  expect(openPage).toHaveBeenCalledWith('/pages/welfare/application')

  clearSession()
  await waitFor(() => expect(text(u, '.welfare-join__action')?.trim()).toBe('登录后报名'))
})

test('我的福利社 lists my sign-ups with their state; cancelling asks first, and only a signed one before the deadline offers it', async () => {
  ;(getMySignups as jest.Mock).mockResolvedValue([
    signup(9, 'signed'),
    signup(8, 'completed', { projectId: 602, projectTitle: '项目602', hours: 4 }),
    signup(7, 'cancelled'),
    signup(6, 'signed', { projectId: 603, projectTitle: '项目603', signupDeadline: '2020-01-01T20:00:00+08:00' }),
  ])
  ;(cancelSignup as jest.Mock).mockResolvedValue(signup(9, 'cancelled'))
  ;(confirmDestructive as jest.Mock).mockResolvedValueOnce(false).mockResolvedValueOnce(true)
  openMockPage('/pages/welfare/check')
  const u = await render(CheckPage)
  await waitFor(() => expect(texts(u, '.welfare-signups__title')).toEqual(['项目601', '项目602', '项目601', '项目603']))
  expect(texts(u, '.welfare-signups__item .status-tag')).toEqual(['已报名', '已完成', '已取消', '已报名'])
  expect(byText(u, '.welfare-signups__item', '项目602').textContent).toContain('4 小时')
  expect(texts(u, '.welfare-signups__cancel').length).toBe(1)

  click(u, '.welfare-signups__cancel')
  await waitFor(() => expect(confirmDestructive).toHaveBeenCalledTimes(1))
  expect(cancelSignup).not.toHaveBeenCalled()
  click(u, '.welfare-signups__cancel')
  await waitFor(() => expect(cancelSignup).toHaveBeenCalledWith(9))
  await waitFor(() => expect(toast).toHaveBeenCalledWith('已取消报名', 'success'))
})

test('no sign-ups yet: the way to the projects', async () => {
  openMockPage('/pages/welfare/check')
  const u = await render(CheckPage)
  await waitFor(() => expect(u.html()).toContain('还没有报名公益项目'))
  click(u, '.welfare-signups__browse')
  expect(openPage).toHaveBeenCalledWith('/pages/welfare/welfareSociety')
})
