import AuthCreatePage from '@/package-mine/pages/auth-info-page/create'
import { goBackTo } from '@/core/navigation'
import { clearSession, setToken } from '@/core/session'
import { getAuthRules, getMyAuths, getOccupations, submitAuth } from '@/features/occupation/api'
import { resetQueriesForTests } from '@/core/query'
import { storedDraftKey } from '@/shared/form/draft'
import { toast } from '@/shared/toast'
import { click, renderInStore as render, text, texts, type, waitFor, type Utils } from '../../../support/ui'
import { openMockPage } from '../../../support/taro-page'
import { auth, BAD_CHECK_ID, GOOD_ID, OCCUPATIONS } from './fixtures'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@/features/occupation/api', () => ({ getMyAuths: jest.fn(), getOccupations: jest.fn(), submitAuth: jest.fn(), getAuthRules: jest.fn() }))
jest.mock('@/shared/toast', () => ({ toast: jest.fn() }))
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())

const CREATE = '/package-mine/pages/auth-info-page/create'
const draft = (kind = 'teacher') => localStorage.getItem(storedDraftKey(`occupation-auth:${kind}`))
const inputValue = (u: Utils, selector: string) => (u.queries.querySelector(`${selector} input`) as HTMLInputElement).value

// The ID number must reach no log: every console call is watched.
const consoleCalls = () => (['log', 'info', 'warn', 'error', 'debug'] as const).flatMap((m) => (console[m] as jest.Mock).mock.calls)

beforeEach(() => {
  localStorage.clear()
  setToken('dev-token')
  ;(getOccupations as jest.Mock).mockResolvedValue(OCCUPATIONS)
  for (const m of ['log', 'info', 'warn', 'error', 'debug'] as const) jest.spyOn(console, m)
})
afterEach(() => {
  clearSession()
  jest.restoreAllMocks()
  jest.clearAllMocks()
})

async function open(kind: string, mine = [] as ReturnType<typeof auth>[]): Promise<Utils> {
  openMockPage(CREATE, { type: kind })
  ;(getMyAuths as jest.Mock).mockResolvedValue(mine)
  return render(AuthCreatePage)
}

test('a rejection fills the form (the ID typed again); a wrong check digit is refused with its message and nothing sent; a good one is sent', async () => {
  ;(submitAuth as jest.Mock).mockResolvedValue(auth(9, 'police', 'reviewing'))
  const u = await open('police', [auth(2, 'police', 'rejected')])
  await waitFor(() => expect(text(u, '.occupation-create__name')).toBe('警察认证'))
  expect(text(u, '.occupation-create__hint')).toBe('请上传：警官证')
  expect(text(u, '.occupation-create__reason')).toBe('上次未通过：证件照片不清晰，已为你填入上次提交的信息')
  expect(inputValue(u, '.occupation-form__name')).toBe('王小明')
  expect(inputValue(u, '.occupation-form__unit')).toBe('北京市第一中学')
  expect(inputValue(u, '.occupation-form__id')).toBe('')
  expect(text(u, '.occupation-form__id-hint')).toBe('为保护你的信息，身份证号不会保存，请重新填写')
  expect(u.queries.querySelectorAll('.occupation-form__proofs img')).toHaveLength(2)

  click(u, '.form-consent__box')
  await type(u, '.occupation-form__id', BAD_CHECK_ID)
  await u.act(async () => click(u, '.occupation-form__submit'))
  expect(texts(u, '.form-field__error')).toEqual(['身份证号校验位不正确'])
  expect(toast).toHaveBeenCalledWith('身份证号校验位不正确')
  expect(submitAuth).not.toHaveBeenCalled()

  await type(u, '.occupation-form__id', GOOD_ID.toLowerCase())
  expect(texts(u, '.form-field__error')).toEqual([])
  await u.act(async () => click(u, '.occupation-form__submit'))
  await waitFor(() => expect(submitAuth).toHaveBeenCalledWith({
    type: 'police', realName: '王小明', idNumber: GOOD_ID, workUnit: '北京市第一中学', proofs: ['proof1.jpg', 'proof2.jpg'], consent: true,
  }, expect.any(String)))
  await waitFor(() => expect(goBackTo).toHaveBeenCalledWith('/package-mine/pages/auth-info-page/index'))
  expect(toast).toHaveBeenCalledWith('已提交，等待审核', 'success')
  // Sent: the draft is gone, and no log ever saw the number.
  expect(draft('police')).toBeNull()
  expect(JSON.stringify(consoleCalls())).not.toMatch(/11010519491231002|110105194912310021/i)
})

test('the draft keeps what was typed but never the ID number', async () => {
  const u = await open('teacher')
  await waitFor(() => expect(text(u, '.occupation-create__name')).toBe('教师认证'))
  expect(u.queries.querySelector('.occupation-form__id-hint')).toBeNull()
  await type(u, '.occupation-form__name', '张三')
  await type(u, '.occupation-form__id', GOOD_ID)
  await type(u, '.occupation-form__unit', '海淀实验小学')
  await waitFor(() => expect(draft()).toContain('海淀实验小学'))
  expect(draft()).toContain('张三')
  expect(draft()).not.toContain('idNumber')
  expect(draft()).not.toContain('11010519491231002')
  u.unmout() // leaving writes at once

  // Opened again: restored, all but the number, and the field says why.
  const again = await open('teacher')
  await waitFor(() => expect(inputValue(again, '.occupation-form__name')).toBe('张三'))
  expect(inputValue(again, '.occupation-form__id')).toBe('')
  expect(text(again, '.occupation-form__id-hint')).toBe('为保护你的信息，身份证号不会保存，请重新填写')
})

test('what is missing is named; the rules open in a sheet, sanitized', async () => {
  ;(getAuthRules as jest.Mock).mockResolvedValue({ title: '个人敏感信息处理规则', html: '<p>我们仅为核验职业身份处理你的身份证号。</p><img src=x onerror="alert(1)">', updatedAt: '2026-11-01T00:00:00+08:00' })
  const u = await open('doctor')
  await waitFor(() => expect(text(u, '.occupation-create__name')).toBe('医生认证'))
  await u.act(async () => click(u, '.occupation-form__submit'))
  expect(texts(u, '.form-field__error')).toEqual(['请输入真实姓名', '请输入身份证号', '请输入工作单位', '请上传至少 1 张证明材料', '请先阅读并同意《个人敏感信息处理规则》'])
  await type(u, '.occupation-form__id', '1101051949')
  expect(texts(u, '.form-field__error')[1]).toBe('身份证号应为 18 位')
  expect(submitAuth).not.toHaveBeenCalled()

  expect(getAuthRules).not.toHaveBeenCalled()
  click(u, '.occupation-form__rules-link')
  await waitFor(() => expect(u.html()).toContain('我们仅为核验职业身份处理你的身份证号。'))
  expect(u.html()).not.toContain('onerror')
})

test('an open application of the type shows where it stands instead of the form', async () => {
  const u = await open('teacher', [auth(3, 'teacher', 'reviewing')])
  await waitFor(() => expect(u.html()).toContain('教师认证审核中'))
  expect(u.queries.querySelector('.occupation-form')).toBeNull()
  u.unmout()
  resetQueriesForTests()

  const approved = await open('doctor', [auth(4, 'doctor', 'approved')])
  await waitFor(() => expect(approved.html()).toContain('你已通过医生认证'))
  expect(approved.html()).toContain('有效期至 2099.06.30')
  click(approved, '.page-shell__retry')
  expect(goBackTo).toHaveBeenCalledWith('/package-mine/pages/auth-info-page/index')
})

test('an expired one is filled in too', async () => {
  const u = await open('soldier', [auth(5, 'soldier', 'expired', { workUnit: '某部队' })])
  await waitFor(() => expect(inputValue(u, '.occupation-form__unit')).toBe('某部队'))
  expect(text(u, '.occupation-create__reason')).toContain('上次认证已于 2026.10.01 到期')
})

test('a missing or unknown type: the missing view and no read', async () => {
  for (const params of [{}, { type: 'pilot' }] as Record<string, string>[]) {
    openMockPage(CREATE, params)
    const u = await render(AuthCreatePage)
    await waitFor(() => expect(u.html()).toContain('未找到该认证类型'))
    u.unmout()
  }
  expect(getOccupations).not.toHaveBeenCalled()
  expect(getMyAuths).not.toHaveBeenCalled()
})
