import Taro from '@tarojs/taro'
import DetailPage from '@/package-mine/pages/chargingStation/applicationDetail'
import { openPage } from '@/core/navigation'
import { setToken } from '@/core/session'
import { cancelApplication, getApplication } from '@/features/charging/api'
import { callPhone } from '@/shared/phone'
import { click, renderInStore as render, text, texts, waitFor } from '../../../support/ui'
import { openMockPage } from '../../../support/taro-page'
import { application } from './fixtures'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@/features/charging/api', () => ({ getApplication: jest.fn(), cancelApplication: jest.fn() }))
jest.mock('@/shared/phone', () => ({ callPhone: jest.fn() }))
jest.mock('@tarojs/taro', () =>
  jest.requireActual('../../../support/taro-page').taroPageMock({ showModal: jest.fn(), showToast: jest.fn(() => Promise.resolve()) }),
)

const modal = Taro.showModal as jest.Mock
const state = (utils: Awaited<ReturnType<typeof render>>, which: string) => texts(utils, `.steps-list__item--${which}`).map((t) => t.replace(/^(已完成|进行中|未开始)：/, ''))

beforeEach(() => {
  openMockPage('/package-mine/pages/chargingStation/applicationDetail', { id: '6101' })
  jest.clearAllMocks()
  setToken('dev-token')
})

test('submitted: 已提交 under way, the plan ahead; cancel asks first, then shows 已取消', async () => {
  ;(getApplication as jest.Mock).mockResolvedValue(application('submitted'))
  const utils = await render(DetailPage)
  await waitFor(() => expect(text(utils, '.charging-detail__status')).toBe('已提交'))
  expect(getApplication).toHaveBeenCalledWith(6101)
  expect(state(utils, 'current')[0]).toMatch(/^已提交/)
  expect(state(utils, 'todo')).toEqual(['已勘测', '安装中', '已安装'])
  expect(utils.html()).toContain('王小明 13800138000')
  expect(utils.queries.querySelector('.charging-installer')).toBeNull()

  // Thinking better of it changes nothing.
  modal.mockResolvedValueOnce({ confirm: false, cancel: true })
  await utils.act(async () => click(utils, '.charging-detail__cancel'))
  expect(modal).toHaveBeenCalledWith(expect.objectContaining({ title: '取消安装申请', confirmText: '确定取消' }))
  expect(cancelApplication).not.toHaveBeenCalled()

  modal.mockResolvedValueOnce({ confirm: true, cancel: false })
  ;(cancelApplication as jest.Mock).mockResolvedValue(application('cancelled'))
  await utils.act(async () => click(utils, '.charging-detail__cancel'))
  await waitFor(() => expect(text(utils, '.charging-detail__status')).toBe('已取消'))
  expect(cancelApplication).toHaveBeenCalledWith(6101)
  expect(state(utils, 'done')).toHaveLength(2)
  expect(utils.queries.querySelector('.charging-detail__cancel')).toBeNull()
})

test('installed: every step done, the installer to call, 去评价 opens the rating', async () => {
  ;(getApplication as jest.Mock).mockResolvedValue(application('installed'))
  const utils = await render(DetailPage)
  await waitFor(() => expect(text(utils, '.charging-detail__status')).toBe('已安装'))
  expect(state(utils, 'done')).toHaveLength(4)
  expect(utils.queries.querySelector('.charging-detail__cancel')).toBeNull()
  click(utils, '.charging-installer .charging-ghost')
  expect(callPhone).toHaveBeenCalledWith('13922225555')
  click(utils, '.charging-detail__rate')
  expect(openPage).toHaveBeenCalledWith('/pages/chargingStation/parity?kind=install&id=6101')
})

test('rejected: the reason, no cancel, no rating', async () => {
  ;(getApplication as jest.Mock).mockResolvedValue(application('rejected'))
  const utils = await render(DetailPage)
  await waitFor(() => expect(text(utils, '.charging-detail__reason')).toBe('驳回原因：物业未同意'))
  expect(state(utils, 'done').pop()).toMatch(/^已驳回/)
  expect(utils.queries.querySelector('.charging-detail__bar')).toBeNull()
})

test('an id that is not mine shows the server\'s reason', async () => {
  ;(getApplication as jest.Mock).mockRejectedValue(Object.assign(new Error('安装申请不存在'), { status: 404 }))
  const utils = await render(DetailPage)
  await waitFor(() => expect(text(utils, '.page-shell__state-text')).toBe('安装申请不存在'))
})
