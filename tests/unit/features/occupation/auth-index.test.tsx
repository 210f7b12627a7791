import AuthInfoPage from '@/package-mine/pages/auth-info-page/index'
import { openPage } from '@/core/navigation'
import { clearSession, setToken } from '@/core/session'
import { getMyAuths, getOccupations } from '@/features/occupation/api'
import { byText, click, renderInStore as render, text, texts, waitFor } from '../../../support/ui'
import { openMockPage } from '../../../support/taro-page'
import { auth, OCCUPATIONS } from './fixtures'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@/features/occupation/api', () => ({ getMyAuths: jest.fn(), getOccupations: jest.fn(), submitAuth: jest.fn(), getAuthRules: jest.fn() }))
jest.mock('@/shared/toast', () => ({ toast: jest.fn() }))
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())

beforeEach(() => {
  setToken('dev-token')
  openMockPage('/package-mine/pages/auth-info-page/index')
  ;(getOccupations as jest.Mock).mockResolvedValue(OCCUPATIONS)
})
afterEach(() => {
  clearSession()
  jest.clearAllMocks()
})

test('my authentications in every state, masked, and the occupations with their benefits', async () => {
  ;(getMyAuths as jest.Mock).mockResolvedValue([
    auth(4, 'teacher', 'reviewing'),
    auth(3, 'doctor', 'approved', { realName: '李四' }),
    auth(2, 'police', 'rejected'),
    auth(1, 'soldier', 'expired', { realName: '欧阳娜娜' }),
  ])
  const u = await render(AuthInfoPage)
  await waitFor(() => expect(texts(u, '.occupation-auth__name')).toEqual(['教师', '医生', '警察', '军人']))
  expect(texts(u, '.occupation-auth .status-tag')).toEqual(['审核中', '已认证', '未通过', '已过期'])
  expect(texts(u, '.occupation-auth__who')).toEqual(['王*明 · 110***********002X', '李* · 110***********002X', '王*明 · 110***********002X', '欧**娜 · 110***********002X'])
  expect(u.html()).not.toContain('王小明')
  // The approval: its badge and its end.
  expect(u.queries.querySelector('.occupation-auth__badge')?.getAttribute('src')).toBe('doctor-badge.png')
  expect(text(u, '.occupation-auth__expiry')).toBe('有效期至 2099.06.30')
  expect(text(u, '.occupation-auth__reason')).toBe('未通过原因：证件照片不清晰')
  expect(texts(u, '.occupation-auth__again')).toEqual(['重新提交', '重新认证'])

  expect(texts(u, '.occupation-card__name')).toEqual(['教师', '医生', '警察', '消防员', '军人'])
  expect(texts(u, '.occupation-card__benefit').slice(0, 2)).toEqual(['· 购车立减 3000 元', '· 专属保养折扣'])
  // Teacher (reviewing) and doctor (approved) are open: their state instead of the button.
  expect(texts(u, '.occupation-card .status-tag')).toEqual(['审核中', '已认证'])
  expect(texts(u, '.occupation-card__go')).toEqual(['去认证', '去认证', '去认证'])

  click(u, byText(u, '.occupation-card', '消防员').querySelector('.occupation-card__go')!)
  expect(openPage).toHaveBeenLastCalledWith('/package-mine/pages/auth-info-page/create?type=firefighter')
  click(u, byText(u, '.occupation-auth', '警察').querySelector('.occupation-auth__again')!)
  expect(openPage).toHaveBeenLastCalledWith('/package-mine/pages/auth-info-page/create?type=police')
})

test('a refusal with a newer application under review offers no second one', async () => {
  ;(getMyAuths as jest.Mock).mockResolvedValue([auth(2, 'teacher', 'reviewing'), auth(1, 'teacher', 'rejected')])
  const u = await render(AuthInfoPage)
  await waitFor(() => expect(texts(u, '.occupation-auth .status-tag')).toEqual(['审核中', '未通过']))
  expect(u.queries.querySelector('.occupation-auth__again')).toBeNull()
})

test('none yet: the way to start', async () => {
  ;(getMyAuths as jest.Mock).mockResolvedValue([])
  const u = await render(AuthInfoPage)
  await waitFor(() => expect(text(u, '.occupation-index__empty')).toBe('还没有职业认证，选择下方职业开始认证'))
  expect(texts(u, '.occupation-card__go')).toHaveLength(5)
})

test('logged out: a login and no call for my authentications', async () => {
  clearSession()
  const u = await render(AuthInfoPage)
  await waitFor(() => expect(u.html()).toContain('登录后进行职业认证'))
  expect(getMyAuths).not.toHaveBeenCalled()
})
