import FormTeamPage from '@/pages/teamPk/components/formTeam'
import { redirectTo } from '@/core/navigation'
import { RequestError } from '@/core/request'
import { clearSession, setToken } from '@/core/session'
import { createTeam, getSeason } from '@/features/team-pk/api'
import { greenCheck, sensitiveWordCheck } from '@/shared/content-check/calls'
import { chooseImages } from '@/shared/upload/choose-and-upload'
import { sendImage } from '@/shared/upload/send'
import { renderInStore as render, waitFor, type Utils } from '../../../support/ui'
import { openMockPage } from '../../../support/taro-page'
import { detail, season } from './fixtures'

/*
 * The team form keeps what was typed on the device (issue 39, item 5): the session expires at
 * the submit (601: the session is cleared and the login page replaces the form), the person logs
 * in again, and the form opened again holds the name, slogan and avatar; the retry sends them.
 */

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@/features/team-pk/api', () => ({ getSeason: jest.fn(), createTeam: jest.fn() }))
jest.mock('@/shared/content-check/calls', () => ({ greenCheck: jest.fn(), sensitiveWordCheck: jest.fn() }))
jest.mock('@/shared/upload/choose-and-upload', () => ({ chooseImages: jest.fn() }))
jest.mock('@/shared/upload/send', () => ({ ...jest.requireActual('@/shared/upload/send'), sendImage: jest.fn() }))
jest.mock('@/shared/toast', () => ({ toast: jest.fn() }))
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock({ showLoading: jest.fn(), hideLoading: jest.fn() }))

const AVATAR = 'https://cdn.example.cn/a.png'

beforeEach(() => {
  localStorage.clear()
  setToken('dev-token-7')
  openMockPage('/pages/teamPk/components/formTeam')
  jest.mocked(getSeason).mockResolvedValue(season())
  jest.mocked(chooseImages).mockResolvedValue({ images: [{ path: 'blob:a', size: 1000, type: 'image/png', name: 'a.png' }], refused: [] })
  jest.mocked(sendImage).mockResolvedValue(AVATAR)
  jest.mocked(greenCheck).mockResolvedValue({ contentCheckResult: { checkResults: 1 } } as never)
  jest.mocked(sensitiveWordCheck).mockResolvedValue([])
})
afterEach(() => {
  clearSession()
  localStorage.clear()
  jest.clearAllMocks()
})

// Found by what the user sees: the placeholders of the two text fields, the button's text.
const input = (u: Utils, placeholder: string) => u.queries.querySelector(`input[placeholder="${placeholder}"]`) as HTMLInputElement | null
const NAME = '2-12 个字'
const SLOGAN = '选填，30 字以内'
const button = (u: Utils, label: string) => Array.from(u.queries.querySelectorAll('button, taro-button-core')).find((b) => b.textContent?.includes(label)) as HTMLElement

async function fill(u: Utils, placeholder: string, value: string) {
  await waitFor(() => expect(input(u, placeholder)).not.toBeNull())
  u.act(() => {
    const field = input(u, placeholder)!
    field.value = value
    field.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

test('a session that expires at the submit loses nothing: after logging in again the form comes back filled, and is sent', async () => {
  // The server answers 601, as the request layer does it: the session is cleared, then the call rejects.
  jest.mocked(createTeam).mockImplementationOnce(() => {
    clearSession()
    return Promise.reject(new RequestError('unauthorized', '请重新登录', { status: 601 }))
  })
  const first = await render(FormTeamPage)
  await fill(first, NAME, '晨跑车友队')
  await fill(first, SLOGAN, '一起冲榜')
  await first.act(async () => button(first, '上传头像').click())
  await waitFor(() => expect(first.queries.querySelectorAll('img')).toHaveLength(1))
  await first.act(async () => button(first, '创建战队').click())
  await waitFor(() => expect(createTeam).toHaveBeenCalledTimes(1))
  // The login page replaces the form.
  first.unmout()

  // Logged in again: another token for the same person.
  setToken('token-after-login')
  jest.mocked(createTeam).mockResolvedValue(detail(913, { name: '晨跑车友队' }))
  const again = await render(FormTeamPage)
  await waitFor(() => expect(input(again, NAME)?.value).toBe('晨跑车友队'))
  expect(input(again, SLOGAN)?.value).toBe('一起冲榜')
  expect(again.queries.querySelectorAll('img')).toHaveLength(1)

  await again.act(async () => button(again, '创建战队').click())
  await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('/pages/teamPk/pages/PKTeamDetail?id=913'))
  expect(createTeam).toHaveBeenLastCalledWith({ name: '晨跑车友队', slogan: '一起冲榜', avatar: AVATAR }, expect.stringMatching(/^[a-z0-9]{20}$/))
  // Sent: the draft is gone, the next form starts empty.
  again.unmout()
  const next = await render(FormTeamPage)
  await waitFor(() => expect(input(next, NAME)).not.toBeNull())
  expect(input(next, NAME)!.value).toBe('')
})
