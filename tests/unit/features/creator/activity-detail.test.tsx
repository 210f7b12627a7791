import ActivityDetailPage from '@/package-mine/pages/creator-center/activity-detail'
import { openPage } from '@/core/navigation'
import { clearSession, setToken } from '@/core/session'
import { getCreatorActivity } from '@/features/creator/api'
import { click, renderInStore as render, text, texts, waitFor } from '../../../support/ui'
import { openMockPage } from '../../../support/taro-page'
import { activity, reward } from './fixtures'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@/features/creator/api', () => ({ getCreatorActivity: jest.fn() }))
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())

const PATH = '/package-mine/pages/creator-center/activity-detail'

beforeEach(() => {
  openMockPage(PATH, { id: '901' })
  setToken('dev-token')
})
afterEach(() => {
  clearSession()
  jest.clearAllMocks()
})

test('without an id, or a malformed one, it says so and calls nothing', async () => {
  openMockPage(PATH, { id: '9x' })
  const u = await render(ActivityDetailPage)
  await waitFor(() => expect(u.html()).toContain('缺少活动 id，无法打开'))
  expect(getCreatorActivity).not.toHaveBeenCalled()
})

test('open: theme, times with the countdown, rules, rewards; 参与活动 opens the submit page for it', async () => {
  ;(getCreatorActivity as jest.Mock).mockResolvedValue(activity())
  const u = await render(ActivityDetailPage)
  await waitFor(() => expect(text(u, '.creator-detail__title')).toBe('春日自驾影像征集'))
  expect(getCreatorActivity).toHaveBeenCalledWith(901)
  expect(text(u, '.creator-detail__title-row .status-tag')).toBe('征稿中')
  expect(text(u, '.creator-detail__theme')).toBe('主题：主题901')
  expect(text(u, '.creator-detail__countdown')).toMatch(/^还剩 2天 0[12]:\d\d:\d\d$/)
  expect(texts(u, '.creator-detail__rule')).toEqual(['1. 作品须为原创', '2. 每人最多投稿 3 件'])
  expect(texts(u, '.creator-detail__reward')).toEqual(['一等奖车载冰箱1 名', '优秀奖定制车模10 名'])
  expect(u.html()).not.toContain('我的奖品')
  click(u, '.creator-detail__join')
  expect(text(u, '.creator-detail__join')).toBe('参与活动')
  expect(openPage).toHaveBeenCalledWith('/package-mine/pages/creator-center/submit-work?activityId=901')
})

test('logged out: the activity shows and 参与活动 leads to login, back here afterwards', async () => {
  clearSession()
  window.history.pushState({}, '', `${PATH}?id=901`)
  ;(getCreatorActivity as jest.Mock).mockResolvedValue(activity())
  const u = await render(ActivityDetailPage)
  await waitFor(() => expect(text(u, '.creator-detail__join')).toBe('参与活动'))
  click(u, '.creator-detail__join')
  const url = (openPage as jest.Mock).mock.calls[0][0] as string
  expect(url.startsWith('/pages/login/index?')).toBe(true)
  expect(decodeURIComponent(url)).toContain('redirect=/package-mine/pages/creator-center/activity-detail?id=901')
  window.history.pushState({}, '', '/')
})

test('joined: my works with their review, my rewards each with its state and what can be done', async () => {
  ;(getCreatorActivity as jest.Mock).mockResolvedValue(activity({
    joined: true,
    myWorks: [{ id: 1, title: '山路十八弯', state: 'published' }, { id: 2, title: '海边日落', state: 'reviewing' }, { id: 3, title: '夜行', state: 'rejected' }],
    myRewards: [reward(11, 'choose'), reward(12, 'chosen'), reward(13, 'shipped')],
  }))
  const u = await render(ActivityDetailPage)
  await waitFor(() => expect(texts(u, '.creator-detail__work-title')).toEqual(['山路十八弯', '海边日落', '夜行']))
  expect(texts(u, '.creator-detail__work .status-tag')).toEqual(['已发布', '审核中', '未通过'])
  expect(text(u, '.creator-detail__state')).toBe('你已参与本活动，可继续投稿')
  expect(text(u, '.creator-detail__join')).toBe('继续投稿')
  expect(texts(u, '.creator-detail__my-reward .status-tag')).toEqual(['待填写地址', '待发货', '已发货'])
  expect(text(u, '[data-reward-id="11"] .creator-detail__ship-to')).toBeNull()
  expect(text(u, '[data-reward-id="12"] .creator-detail__ship-to')).toBe('收货地址：王小明 138****8000 北京市朝阳区望京街 2 号')
  expect(text(u, '[data-reward-id="13"] .creator-detail__ship-to')).toBe('收货地址：王小明 138****8000 北京市朝阳区望京街 2 号')
  expect(u.queries.querySelector('[data-reward-id="13"] .creator-detail__choose, [data-reward-id="13"] .creator-detail__change')).toBeNull()
  expect(u.queries.querySelector('[data-reward-id="11"] .creator-detail__change')).toBeNull()
  click(u, '[data-reward-id="11"] .creator-detail__choose')
  expect(openPage).toHaveBeenLastCalledWith('/package-mine/pages/creator-center/chooseAddress?rewardId=11')
  expect(text(u, '[data-reward-id="12"] .creator-detail__change')).toBe('修改')
  click(u, '[data-reward-id="12"] .creator-detail__change')
  expect(openPage).toHaveBeenLastCalledWith('/package-mine/pages/creator-center/chooseAddress?rewardId=12')
})

test('judging: when the results come, no way to join', async () => {
  ;(getCreatorActivity as jest.Mock).mockResolvedValue(activity({ state: 'judging', announceTime: '2026-05-20T10:00:00' }))
  const u = await render(ActivityDetailPage)
  await waitFor(() => expect(text(u, '.creator-detail__state')).toBe('评审中，结果将于 05月20日 10:00 公布'))
  expect(u.queries.querySelector('.creator-detail__join')).toBeNull()
  expect(u.queries.querySelector('.creator-detail__countdown')).toBeNull()
})

test('ended: the winners with their reward and work', async () => {
  ;(getCreatorActivity as jest.Mock).mockResolvedValue(activity({
    state: 'ended',
    winners: [{ rewardName: '一等奖', displayName: '车主小王', avatarUrl: 'w.jpg', workTitle: '山路十八弯' }],
  }))
  const u = await render(ActivityDetailPage)
  await waitFor(() => expect(texts(u, '.creator-detail__winner-name')).toEqual(['车主小王']))
  expect(text(u, '.creator-detail__winner-work')).toBe('《山路十八弯》')
  expect(text(u, '.creator-detail__winner-reward')).toBe('一等奖')
  expect(text(u, '.creator-detail__title-row .status-tag')).toBe('已结束')
  expect(u.queries.querySelector('.creator-detail__join')).toBeNull()
})

test('the deadline passing reads the activity again (now judging)', async () => {
  ;(getCreatorActivity as jest.Mock)
    .mockResolvedValueOnce(activity({ deadline: new Date(Date.now() + 1000).toISOString() }))
    .mockResolvedValue(activity({ state: 'judging' }))
  const u = await render(ActivityDetailPage)
  await waitFor(() => expect(text(u, '.creator-detail__join')).toBe('参与活动'))
  await waitFor(() => expect(text(u, '.creator-detail__title-row .status-tag')).toBe('评审中'), 300)
  expect(getCreatorActivity).toHaveBeenCalledTimes(2)
  expect(u.queries.querySelector('.creator-detail__join')).toBeNull()
})

test('a failed read offers a retry', async () => {
  ;(getCreatorActivity as jest.Mock).mockRejectedValueOnce(new Error('网络异常')).mockResolvedValue(activity())
  const u = await render(ActivityDetailPage)
  await waitFor(() => expect(u.html()).toContain('重新加载'))
  click(u, '.page-shell__retry')
  await waitFor(() => expect(text(u, '.creator-detail__title')).toBe('春日自驾影像征集'))
})
