import FormTeamPage from '@/pages/teamPk/components/formTeam'
import { openPage, redirectTo } from '@/core/navigation'
import { clearSession, setToken } from '@/core/session'
import { createTeam, getSeason } from '@/features/team-pk/api'
import { greenCheck, sensitiveWordCheck } from '@/shared/content-check/calls'
import { toast } from '@/shared/toast'
import { chooseImages } from '@/shared/upload/choose-and-upload'
import { sendImage } from '@/shared/upload/send'
import { click, renderInStore as render, text, texts, type, waitFor, type Utils } from '../../../support/ui'
import { openMockPage } from '../../../support/taro-page'
import { detail, season } from './fixtures'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@/features/team-pk/api', () => ({ getSeason: jest.fn(), createTeam: jest.fn() }))
jest.mock('@/shared/content-check/calls', () => ({ greenCheck: jest.fn(), sensitiveWordCheck: jest.fn() }))
jest.mock('@/shared/upload/choose-and-upload', () => ({ chooseImages: jest.fn() }))
jest.mock('@/shared/upload/send', () => ({ ...jest.requireActual('@/shared/upload/send'), sendImage: jest.fn() }))
jest.mock('@/shared/toast', () => ({ toast: jest.fn() }))
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock({ showLoading: jest.fn(), hideLoading: jest.fn() }))

beforeEach(() => {
  setToken('dev-token')
  openMockPage('/pages/teamPk/components/formTeam')
  ;(getSeason as jest.Mock).mockResolvedValue(season())
  ;(chooseImages as jest.Mock).mockResolvedValue({ images: [{ path: 'blob:a', size: 1000, type: 'image/png', name: 'a.png' }], refused: [] })
  ;(sendImage as jest.Mock).mockResolvedValue('https://cdn.example.cn/a.png')
  ;(greenCheck as jest.Mock).mockResolvedValue({ contentCheckResult: { checkResults: 1 } })
})
afterEach(() => {
  clearSession()
  localStorage.clear() // the form's draft
  jest.clearAllMocks()
})

const nameValue = (u: Utils) => (u.queries.querySelector('.team-form__name input') as HTMLInputElement).value

test('each field says what is wrong: no name, a one-character name, a long slogan, no avatar; nothing is sent', async () => {
  const u = await render(FormTeamPage)
  await waitFor(() => expect(u.queries.querySelector('.team-form__submit')).not.toBeNull())
  await u.act(async () => click(u, '.team-form__submit'))
  await waitFor(() => expect(texts(u, '.form-field__error')).toEqual(['请填写战队名称', '请上传战队头像']))
  await type(u, '.team-form__name', '澜')
  await type(u, '.team-form__slogan', '冲'.repeat(31))
  await waitFor(() => expect(texts(u, '.form-field__error')).toEqual(['战队名称至少 2 个字', '战队口号不能超过 30 个字', '请上传战队头像']))
  expect(sensitiveWordCheck).not.toHaveBeenCalled()
  expect(createTeam).not.toHaveBeenCalled()
})

test('a flagged name is refused with the words named and everything kept; clean, the team is formed and its page replaces the form', async () => {
  ;(sensitiveWordCheck as jest.Mock).mockResolvedValueOnce(['代购']).mockResolvedValueOnce([])
  ;(createTeam as jest.Mock).mockResolvedValue(detail(913, { name: '星驰追风队' }))
  const u = await render(FormTeamPage)
  await type(u, '.team-form__name', '代购车队')
  await type(u, '.team-form__slogan', '一路向前')
  await u.act(async () => click(u, '.upload-list__add'))
  await waitFor(() => expect(u.queries.querySelectorAll('.upload-list__image')).toHaveLength(1))

  await u.act(async () => click(u, '.team-form__submit'))
  await waitFor(() => expect(text(u, '.submit-bar__failure')).toContain('内容包含敏感词：代购'))
  expect(sensitiveWordCheck).toHaveBeenCalledWith('代购车队\n一路向前')
  expect(createTeam).not.toHaveBeenCalled()
  expect(nameValue(u)).toBe('代购车队')
  expect(u.queries.querySelectorAll('.upload-list__image')).toHaveLength(1)

  await type(u, '.team-form__name', ' 星驰追风队 ')
  await u.act(async () => click(u, '.team-form__submit'))
  await waitFor(() => expect(createTeam).toHaveBeenCalledWith({ name: '星驰追风队', slogan: '一路向前', avatar: 'https://cdn.example.cn/a.png' }, expect.any(String)))
  await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('/pages/teamPk/pages/PKTeamDetail?id=913'))
  expect(toast).toHaveBeenCalledWith('战队创建成功', 'success')
})

test('already in a team this season: no form, the way to my team', async () => {
  ;(getSeason as jest.Mock).mockResolvedValue(season({ myTeamId: 901 }))
  const u = await render(FormTeamPage)
  await waitFor(() => expect(u.html()).toContain('本赛季每人只能加入一支战队'))
  expect(u.queries.querySelector('.team-form')).toBeNull()
  click(u, '.page-shell__retry')
  expect(openPage).toHaveBeenCalledWith('/pages/teamPk/components/myTeam')
})

test('an ended season takes no new team', async () => {
  ;(getSeason as jest.Mock).mockResolvedValue(season({ state: 'ended' }))
  const u = await render(FormTeamPage)
  await waitFor(() => expect(u.html()).toContain('本赛季已结束，不能再组建战队'))
  expect(u.queries.querySelector('.team-form')).toBeNull()
})

test('logged out: the login prompt instead of the form', async () => {
  clearSession()
  const u = await render(FormTeamPage)
  await waitFor(() => expect(u.html()).toContain('登录后组建战队'))
  expect(u.queries.querySelector('.team-form')).toBeNull()
})
