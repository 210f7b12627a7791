import Taro from '@tarojs/taro'
import SubmitWorkPage from '@/package-mine/pages/creator-center/submit-work'
import { goBackTo } from '@/core/navigation'
import { clearSession, setToken } from '@/core/session'
import { getCreatorActivities, getCreatorHome, getMyWork, getTopics, resubmitWork, saveDraft, saveNewDraft, submitDraft, submitWork } from '@/features/creator/api'
import { greenCheck, sensitiveWordCheck } from '@/shared/content-check/calls'
import { toast } from '@/shared/toast'
import { renderInStore as render, waitFor, type Utils } from '../../../support/ui'
import { openMockPage } from '../../../support/taro-page'
import { setValue } from '../../../support/type'
import { home, page, PROFILE, work } from './fixtures'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@/features/creator/api', () => ({
  getCreatorHome: jest.fn(), getTopics: jest.fn(), getCreatorActivities: jest.fn(), getMyWork: jest.fn(),
  submitWork: jest.fn(), saveNewDraft: jest.fn(), saveDraft: jest.fn(), submitDraft: jest.fn(), resubmitWork: jest.fn(),
}))
jest.mock('@/shared/content-check/calls', () => ({ greenCheck: jest.fn(), sensitiveWordCheck: jest.fn() }))
jest.mock('@/shared/toast', () => ({ toast: jest.fn() }))
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock({ showLoading: jest.fn(), hideLoading: jest.fn(), showModal: jest.fn() }))

const REQUEST_ID = expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/)
const REJECTED = {
  ...work(818, 'rejected', { title: '随手拍', text: '今天天气不错。', images: ['/static/upload/p818'], rejectReason: '内容过于简短，请补充作品的文字说明（不少于 20 字）' }),
  history: [],
}

beforeEach(() => {
  // Each test's own work: no device draft of another test's (the token is set after).
  Taro.clearStorageSync()
  setToken('dev-token')
  ;(getCreatorHome as jest.Mock).mockResolvedValue(home(PROFILE))
  ;(getTopics as jest.Mock).mockResolvedValue(page([]))
  ;(getCreatorActivities as jest.Mock).mockResolvedValue(page([]))
  ;(greenCheck as jest.Mock).mockResolvedValue({ contentCheckResult: { checkResults: 1 } })
  ;(sensitiveWordCheck as jest.Mock).mockResolvedValue([])
})
afterEach(() => {
  clearSession()
  jest.clearAllMocks()
})

const field = (u: Utils, placeholder: string) =>
  u.queries.querySelector(`input[placeholder="${placeholder}"], textarea[placeholder="${placeholder}"]`) as HTMLInputElement | HTMLTextAreaElement | null
async function typeInto(u: Utils, placeholder: string, value: string) {
  await waitFor(() => expect(field(u, placeholder)).not.toBeNull())
  u.act(() => setValue(field(u, placeholder)!, value))
}
const TEXT = '分享你的用车故事、旅行见闻或拍摄心得'
const TITLE = '30 字以内'
const tap = (u: Utils, label: string) => u.act(async () => void u.fireEvent.click(u.queries.queryByText(label)))

test('a rejected work opens with its content and, on top, why it was rejected; sent again, it is a new version', async () => {
  openMockPage('/package-mine/pages/creator-center/submit-work', { id: '818' })
  ;(getMyWork as jest.Mock).mockResolvedValue(REJECTED)
  ;(resubmitWork as jest.Mock).mockResolvedValue(work(900, 'reviewing', { version: 2, previousId: 818 }))
  const u = await render(SubmitWorkPage)
  await waitFor(() => expect(u.queries.queryByText('未通过原因：内容过于简短，请补充作品的文字说明（不少于 20 字）')).not.toBeNull())
  expect(getMyWork).toHaveBeenCalledWith(818)
  expect(u.queries.queryByText('这是第 1 版。修改后提交为第 2 版，本版保留在历史版本中。')).not.toBeNull()
  expect(field(u, TITLE)?.value).toBe('随手拍')
  expect(field(u, TEXT)?.value).toBe('今天天气不错。')
  // Sent again as it is edited: no draft of a rejected work.
  expect(u.queries.queryByText('存草稿')).toBeNull()

  await typeInto(u, TEXT, '今天天气不错，带着 S7 去了怀柔水库，湖面像镜子一样。')
  await tap(u, '提交审核')
  await waitFor(() => expect(resubmitWork).toHaveBeenCalledWith(818, {
    title: '随手拍', text: '今天天气不错，带着 S7 去了怀柔水库，湖面像镜子一样。', images: ['/static/upload/p818'],
  }, REQUEST_ID))
  expect(submitWork).not.toHaveBeenCalled()
  await waitFor(() => expect(goBackTo).toHaveBeenCalledWith('/package-mine/pages/creator-center/index'))
})

test('a second version rejected again lists the versions before it', async () => {
  openMockPage('/package-mine/pages/creator-center/submit-work', { id: '803' })
  ;(getMyWork as jest.Mock).mockResolvedValue({
    ...work(803, 'rejected', { version: 2, previousId: 820, rejectReason: '充电记录截图不清晰' }),
    history: [{ id: 820, version: 1, title: '冬季续航打几折', state: 'rejected', rejectReason: '数据缺少出处', createdAt: '2026-11-01T10:00:00+08:00' }],
  })
  const u = await render(SubmitWorkPage)
  await waitFor(() => expect(u.queries.queryByText('历史版本')).not.toBeNull())
  expect(u.queries.queryByText('第 1 版 · 冬季续航打几折')).not.toBeNull()
  expect(u.queries.queryByText('未通过原因：数据缺少出处')).not.toBeNull()
  expect(u.queries.queryByText('这是第 2 版。修改后提交为第 3 版，本版保留在历史版本中。')).not.toBeNull()
})

test('a new work kept as a draft: what there is goes to the server, the device\'s copy goes; an empty one is refused first', async () => {
  openMockPage('/package-mine/pages/creator-center/submit-work')
  ;(saveNewDraft as jest.Mock).mockResolvedValue(work(901, 'draft'))
  const u = await render(SubmitWorkPage)
  await waitFor(() => expect(u.queries.queryByText('存草稿')).not.toBeNull())
  await tap(u, '存草稿')
  expect(toast).toHaveBeenCalledWith('草稿没有内容，请至少填写标题或正文')
  expect(saveNewDraft).not.toHaveBeenCalled()

  await typeInto(u, TITLE, '未写完的游记')
  await tap(u, '存草稿')
  // Not checked as a work: no text, no picture yet.
  await waitFor(() => expect(saveNewDraft).toHaveBeenCalledWith({ title: '未写完的游记', text: '', images: [] }, REQUEST_ID))
  expect(toast).toHaveBeenCalledWith('已存草稿', 'success')
  await waitFor(() => expect(goBackTo).toHaveBeenCalledWith('/package-mine/pages/creator-center/index'))
  expect(submitWork).not.toHaveBeenCalled()
  // Opened again, the new-work form is empty: the draft lives on the server now.
  u.unmout()
  const again = await render(SubmitWorkPage)
  await waitFor(() => expect(field(again, TITLE)).not.toBeNull())
  expect(field(again, TITLE)!.value).toBe('')
})

test('a draft opened again: saved again as the same work, or sent for review as it', async () => {
  openMockPage('/package-mine/pages/creator-center/submit-work', { id: '819' })
  ;(getMyWork as jest.Mock).mockResolvedValue({ ...work(819, 'draft', { title: '川西路书', text: '第一天', images: ['/static/upload/p819'] }), history: [] })
  ;(saveDraft as jest.Mock).mockResolvedValue(work(819, 'draft'))
  ;(submitDraft as jest.Mock).mockResolvedValue(work(819, 'reviewing'))
  const u = await render(SubmitWorkPage)
  await waitFor(() => expect(field(u, TITLE)?.value).toBe('川西路书'))
  expect(u.queries.queryByText('未通过原因')).toBeNull()
  await typeInto(u, TEXT, '第一天：成都到康定')
  await tap(u, '存草稿')
  await waitFor(() => expect(saveDraft).toHaveBeenCalledWith(819, { title: '川西路书', text: '第一天：成都到康定', images: ['/static/upload/p819'] }, REQUEST_ID))
  expect(saveNewDraft).not.toHaveBeenCalled()
})

test('a draft sent for review goes as the same work', async () => {
  openMockPage('/package-mine/pages/creator-center/submit-work', { id: '819' })
  ;(getMyWork as jest.Mock).mockResolvedValue({ ...work(819, 'draft', { title: '川西路书', text: '第一天', images: ['/static/upload/p819'] }), history: [] })
  ;(submitDraft as jest.Mock).mockResolvedValue(work(819, 'reviewing'))
  const u = await render(SubmitWorkPage)
  await waitFor(() => expect(field(u, TITLE)?.value).toBe('川西路书'))
  await tap(u, '提交审核')
  await waitFor(() => expect(submitDraft).toHaveBeenCalledWith(819, { title: '川西路书', text: '第一天', images: ['/static/upload/p819'] }, REQUEST_ID))
  expect(submitWork).not.toHaveBeenCalled()
})

test('what is typed into a work opened to edit is kept on the device for that work only', async () => {
  openMockPage('/package-mine/pages/creator-center/submit-work', { id: '818' })
  ;(getMyWork as jest.Mock).mockResolvedValue(REJECTED)
  const u = await render(SubmitWorkPage)
  await typeInto(u, TEXT, '补充了说明，还没写完')
  u.unmout()
  const again = await render(SubmitWorkPage)
  await waitFor(() => expect(field(again, TEXT)?.value).toBe('补充了说明，还没写完'))
  again.unmout()
  openMockPage('/package-mine/pages/creator-center/submit-work')
  const fresh = await render(SubmitWorkPage)
  await waitFor(() => expect(field(fresh, TEXT)).not.toBeNull())
  expect(field(fresh, TEXT)!.value).toBe('')
})

test('a work under review opened from an old list: it says it cannot be edited, no form', async () => {
  openMockPage('/package-mine/pages/creator-center/submit-work', { id: '801' })
  ;(getMyWork as jest.Mock).mockResolvedValue({ ...work(801, 'reviewing'), history: [] })
  const u = await render(SubmitWorkPage)
  await waitFor(() => expect(u.queries.queryByText('该作品不能编辑')).not.toBeNull())
  expect(u.queries.queryByText('仅草稿和未通过的作品可以编辑')).not.toBeNull()
  expect(u.queries.queryByText('提交审核')).toBeNull()
})
