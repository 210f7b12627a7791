import Taro from '@tarojs/taro'
import CreatorCenterPage from '@/package-mine/pages/creator-center/index'
import { openPage } from '@/core/navigation'
import { clearSession, setToken } from '@/core/session'
import { deleteWork, getCreatorHome, getMyWorks, withdrawWork } from '@/features/creator/api'
import { toast } from '@/shared/toast'
import { renderInStore as render, waitFor, type Utils } from '../../../support/ui'
import { openMockPage } from '../../../support/taro-page'
import { home, page, PROFILE, work } from './fixtures'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@/features/creator/api', () => ({ getCreatorHome: jest.fn(), getMyWorks: jest.fn(), deleteWork: jest.fn(), withdrawWork: jest.fn() }))
jest.mock('@/shared/toast', () => ({ toast: jest.fn() }))
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock({ showModal: jest.fn() }))

const WORKS = [
  work(1, 'draft', { title: '未写完的游记' }),
  work(2, 'rejected', { title: '随手拍', rejectReason: '内容过于简短' }),
  work(3, 'published', { title: '川西自驾', activityOpen: true, activityId: 702, activityTitle: '露营季' }),
  work(4, 'published', { title: '提车那天', activityOpen: false, activityId: 706, activityTitle: '提车日记' }),
  work(5, 'reviewing', { title: '冬季续航', version: 2, previousId: 9 }),
  work(6, 'withdrawn', { title: '老款车机', contentId: null }),
]

beforeEach(() => {
  setToken('dev-token')
  openMockPage('/package-mine/pages/creator-center/index')
  ;(getCreatorHome as jest.Mock).mockResolvedValue(home(PROFILE))
  ;(getMyWorks as jest.Mock).mockResolvedValue(page(WORKS))
})
afterEach(() => {
  clearSession()
  jest.clearAllMocks()
})

/** The row whose text has `title`, and the labels of the buttons under it. */
const row = (u: Utils, title: string) => [...u.queries.querySelectorAll('.creator-work')].find((r) => r.textContent?.includes(title))!
const buttons = (u: Utils, title: string) => [...row(u, title).querySelectorAll('[aria-disabled]')].map((b) => b.textContent)
/** Every row: the list mounts a row a task (the kit's Staged), the last one last. */
const allShown = (u: Utils) => waitFor(() => expect(u.queries.queryByText('老款车机')).not.toBeNull())
const tap = (u: Utils, title: string, label: string) =>
  u.act(async () => void u.fireEvent.click([...row(u, title).querySelectorAll('[aria-disabled]')].find((b) => b.textContent === label)!))

test('each work shows its state and only what the rule allows on it', async () => {
  const u = await render(CreatorCenterPage)
  await allShown(u)
  expect(buttons(u, '未写完的游记')).toEqual(['编辑', '删除'])
  expect(buttons(u, '随手拍')).toEqual(['修改', '删除'])
  expect(buttons(u, '川西自驾')).toEqual(['撤回'])
  // Its activity is closed for works: the editors judge what was sent.
  expect(buttons(u, '提车那天')).toEqual([])
  expect(buttons(u, '冬季续航')).toEqual([])
  expect(buttons(u, '老款车机')).toEqual([])
  expect(row(u, '老款车机').textContent).toContain('已撤回')
  expect(row(u, '未写完的游记').textContent).toContain('草稿')
  expect(row(u, '冬季续航').textContent).toContain('第 2 版')
  expect(row(u, '随手拍').textContent).toContain('未通过原因：内容过于简短')
  expect([...u.queries.querySelectorAll('[role="tab"]')].map((t) => t.textContent)).toEqual(['全部', '草稿', '审核中', '已发布', '未通过', '已撤回'])
})

test('a draft or a rejected work opens the form with it; a published one its post', async () => {
  const u = await render(CreatorCenterPage)
  await allShown(u)
  u.act(() => void u.fireEvent.click(row(u, '随手拍')))
  expect(openPage).toHaveBeenLastCalledWith('/package-mine/pages/creator-center/submit-work?id=2')
  await tap(u, '未写完的游记', '编辑')
  expect(openPage).toHaveBeenLastCalledWith('/package-mine/pages/creator-center/submit-work?id=1')
  u.act(() => void u.fireEvent.click(row(u, '川西自驾')))
  expect(openPage).toHaveBeenLastCalledWith('/package-community/pages/community-detail/community-detail?id=103')
  // The buttons under a row are not the row: 删除 opens nothing.
  const opened = (openPage as jest.Mock).mock.calls.length
  ;(Taro.showModal as jest.Mock).mockResolvedValue({ confirm: false })
  await tap(u, '随手拍', '删除')
  expect((openPage as jest.Mock).mock.calls.length).toBe(opened)
})

test('删除 asks first: a no deletes nothing, a yes deletes it and the list reads again', async () => {
  ;(Taro.showModal as jest.Mock).mockResolvedValueOnce({ confirm: false }).mockResolvedValueOnce({ confirm: true })
  ;(deleteWork as jest.Mock).mockResolvedValue({ deleted: [2] })
  const u = await render(CreatorCenterPage)
  await waitFor(() => expect(u.queries.queryByText('随手拍')).not.toBeNull())
  await tap(u, '随手拍', '删除')
  expect(Taro.showModal).toHaveBeenCalledWith(expect.objectContaining({ title: '删除作品', content: '删除后该作品及其历史版本都无法恢复。', confirmText: '删除' }))
  expect(deleteWork).not.toHaveBeenCalled()
  await tap(u, '随手拍', '删除')
  await waitFor(() => expect(deleteWork).toHaveBeenCalledWith(2))
  await waitFor(() => expect(toast).toHaveBeenCalledWith('已删除', 'success'))
})

test('撤回 asks first, then withdraws the published work', async () => {
  ;(Taro.showModal as jest.Mock).mockResolvedValue({ confirm: true })
  ;(withdrawWork as jest.Mock).mockResolvedValue(work(3, 'withdrawn', { contentId: null }))
  const u = await render(CreatorCenterPage)
  await waitFor(() => expect(u.queries.queryByText('川西自驾')).not.toBeNull())
  await tap(u, '川西自驾', '撤回')
  expect(Taro.showModal).toHaveBeenCalledWith(expect.objectContaining({ title: '撤回作品', confirmText: '撤回' }))
  await waitFor(() => expect(withdrawWork).toHaveBeenCalledWith(3))
  expect(deleteWork).not.toHaveBeenCalled()
})

test('the 草稿 tab lists drafts', async () => {
  const u = await render(CreatorCenterPage)
  await allShown(u)
  u.act(() => void u.fireEvent.click([...u.queries.querySelectorAll('[role="tab"]')].find((t) => t.textContent === '草稿')!))
  await waitFor(() => expect(getMyWorks).toHaveBeenLastCalledWith({ state: 'draft', pageNo: 1, pageSize: 10 }))
})
