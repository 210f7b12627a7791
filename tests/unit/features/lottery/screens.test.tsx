import type { LotteryRecord, Prize } from '@api/activity'
import PrizeDetailPage from '@/package-mine/pages/lottery-page/prize-detail'
import PrizePage from '@/package-mine/pages/lottery-page/prize-page'
import RecordPage from '@/package-mine/pages/lottery-page/record-page'
import { openPage } from '@/core/navigation'
import { AREA } from '@/core/query'
import { RequestError } from '@/core/request'
import { clearSession, setToken } from '@/core/session'
import { listAddresses } from '@/entities/address/api'
import { claimPrize, confirmReceipt, getLotteryRecords, getPrize, getPrizes } from '@/features/lottery/api'
import { copyText } from '@/shared/clipboard'
import { confirmAction } from '@/shared/confirm'
import { toast } from '@/shared/toast'
import { byText, click, renderInStore as render, text, texts, waitFor } from '../../../support/ui'
import { mockPage, openMockPage } from '../../../support/taro-page'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@/features/lottery/api', () => ({ getPrizes: jest.fn(), getPrize: jest.fn(), getLotteryRecords: jest.fn(), claimPrize: jest.fn(), confirmReceipt: jest.fn() }))
jest.mock('@/shared/confirm', () => ({ confirmAction: jest.fn(async () => true) }))
jest.mock('@/entities/address/api', () => ({ listAddresses: jest.fn() }))
jest.mock('@/shared/clipboard', () => ({ copyText: jest.fn(async () => true) }))
jest.mock('@/shared/toast', () => ({ toast: jest.fn() }))
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())

const T = '2026-03-04T10:00:00+08:00'
const prize = (id: number, sort: number, prizeType: number, stock: number, name: string): Prize => ({
  id, activityId: 302, name, image: `p${id}.svg`, prizeType, points: prizeType === 2 ? 500 : 0, stock, description: `奖品：${name}`, sort,
  claimNote: '在「我的中奖记录」中选择收货地址领取', validity: '中奖后 30 天内领取，逾期视为放弃',
})
const record = (id: number, status: number, prizeType: number, extra: Partial<LotteryRecord> = {}): LotteryRecord => ({
  id, activityId: 301, activityName: '车主节幸运大转盘', prizeId: 1, prizeName: `奖品${id}`, prizeImage: 'p.svg', prizeType, won: true,
  status, drawAt: T, validUntil: null, code: null, shipTo: null, carrier: null, trackingNo: null, shippedAt: null, receivedAt: null, expiredReason: null, ...extra,
})
const HOME = { receiverName: '王小明', mobile: '13800138000', address: '北京市朝阳区望京街 6 号' }
const page = (list: LotteryRecord[], total = list.length, pageNo = 1) => ({ list, total, pageNo, pageSize: 10 })
const address = (id: number, isDefault: boolean) => ({
  id, receiverName: '王小明', mobile: '13800138000', provinceCode: '110000', provinceName: '北京市', cityCode: '110100', cityName: '北京市',
  districtCode: '110105', districtName: '朝阳区', detailAddress: `望京街 ${id} 号`, tag: '', isDefault,
})

beforeEach(() => setToken('dev-token'))
afterEach(() => {
  clearSession()
  jest.clearAllMocks()
})

describe('all prizes', () => {
  test('top prize first, no 谢谢参与, 已抽完 at 0; a prize opens its detail', async () => {
    openMockPage('/package-mine/pages/lottery-page/prize-page', { activityId: '302' })
    ;(getPrizes as jest.Mock).mockResolvedValue([prize(7, 1, 1, 10, '车载香氛礼盒'), prize(8, 2, 1, 0, '保温杯'), prize(14, 3, 0, 999, '谢谢参与')])
    const u = await render(PrizePage)
    await waitFor(() => expect(texts(u, '.prize-card__name')).toEqual(['车载香氛礼盒', '保温杯']))
    expect(getPrizes).toHaveBeenCalledWith(302)
    expect(texts(u, '.prize-card__level')).toEqual(['一等奖', '二等奖'])
    expect(texts(u, '.prize-card__stock')).toEqual(['剩余 10 份', '已抽完'])
    expect(u.queries.querySelectorAll('.prize-card--out')).toHaveLength(1)
    click(u, byText(u, '.prize-card', '保温杯'))
    expect(openPage).toHaveBeenCalledWith('/package-mine/pages/lottery-page/prize-detail?id=8')
  })

  test('without an activity id it says so and calls nothing; a failed read offers a retry', async () => {
    openMockPage('/package-mine/pages/lottery-page/prize-page')
    const u = await render(PrizePage)
    await waitFor(() => expect(u.html()).toContain('缺少活动 id'))
    expect(getPrizes).not.toHaveBeenCalled()

    openMockPage('/package-mine/pages/lottery-page/prize-page', { activityId: '301' })
    ;(getPrizes as jest.Mock).mockRejectedValueOnce(new Error('网络异常')).mockResolvedValueOnce([prize(1, 1, 1, 5, '车模')])
    const v = await render(PrizePage)
    await waitFor(() => expect(v.html()).toContain('重新加载'))
    v.fireEvent.click(v.queries.queryByText('重新加载')!)
    await waitFor(() => expect(texts(v, '.prize-card__name')).toEqual(['车模']))
  })
})

describe('one prize', () => {
  test('the prize, how it is claimed and its validity', async () => {
    openMockPage('/package-mine/pages/lottery-page/prize-detail', { id: '7' })
    ;(getPrize as jest.Mock).mockResolvedValue(prize(7, 1, 1, 10, '车载香氛礼盒'))
    const u = await render(PrizeDetailPage)
    await waitFor(() => expect(u.html()).toContain('领取方式'))
    expect(getPrize).toHaveBeenCalledWith(7)
    expect(u.html()).toContain('在「我的中奖记录」中选择收货地址领取')
    expect(u.html()).toContain('中奖后 30 天内领取，逾期视为放弃')
    expect(u.html()).toContain('一等奖')
    expect(text(u, '.status-tag')).toBe('剩余 10 份')
    // The ways on: its draw, and my wins, where it is claimed.
    click(u, byText(u, '.action-bar__primary', '去抽奖'))
    expect(openPage).toHaveBeenLastCalledWith('/package-mine/pages/lottery-page/lottery-detail?activityId=302')
    click(u, byText(u, '.action-bar__secondary', '我的中奖记录'))
    expect(openPage).toHaveBeenLastCalledWith('/package-mine/pages/lottery-page/record-page')
  })

  test('without an id it says so', async () => {
    openMockPage('/package-mine/pages/lottery-page/prize-detail', { id: 'x' })
    const u = await render(PrizeDetailPage)
    await waitFor(() => expect(u.html()).toContain('缺少奖品 id'))
    expect(getPrize).not.toHaveBeenCalled()
  })
})

describe('my wins', () => {
  beforeEach(() => openMockPage('/package-mine/pages/lottery-page/record-page'))

  test('a guest is asked to log in and nothing is called', async () => {
    clearSession()
    const u = await render(RecordPage)
    await waitFor(() => expect(text(u, '.login-prompt__text')).toBe('登录后查看中奖记录'))
    expect(getLotteryRecords).not.toHaveBeenCalled()
  })

  test('none yet: the empty line', async () => {
    ;(getLotteryRecords as jest.Mock).mockResolvedValue(page([]))
    const u = await render(RecordPage)
    await waitFor(() => expect(u.html()).toContain('还没有中奖记录'))
  })

  test('every state with its tag; page 2 at the bottom; a code is copied', async () => {
    const first = [
      record(1, 1, 1, { validUntil: '2026-04-01T10:00:00+08:00' }),
      record(2, 2, 1, { shipTo: HOME }),
      record(3, 3, 3, { code: 'LX50-8K2M-Q7PA', validUntil: '2099-04-01T10:00:00+08:00' }),
      record(4, 4, 1, { validUntil: '2026-02-01T10:00:00+08:00', expiredReason: '超过领取期限未领取' }),
      record(5, 5, 1, { shipTo: HOME, carrier: '顺丰速运', trackingNo: 'SF1234567890', shippedAt: '2026-03-05T09:00:00+08:00' }),
      ...Array.from({ length: 5 }, (_, i) => record(10 + i, 3, 2)),
    ]
    ;(getLotteryRecords as jest.Mock).mockImplementation(async ({ pageNo }: { pageNo: number }) => (pageNo === 1 ? page(first, 11) : page([record(20, 3, 2)], 11, 2)))
    const u = await render(RecordPage)
    await waitFor(() => expect(texts(u, '.win-card')).toHaveLength(10))
    expect(getLotteryRecords).toHaveBeenCalledWith({ pageNo: 1, pageSize: 10, wonOnly: true })
    expect(texts(u, '.win-card__state').slice(0, 6)).toEqual(['待领取', '待发货', '已发放', '已过期', '待收货', '已发放'])
    expect(text(u, '[data-record-id="1"]')).toContain('请于 2026.04.01 前填写收货地址领取')
    expect(text(u, '[data-record-id="2"]')).toContain('王小明 13800138000 北京市朝阳区望京街 6 号')
    expect(text(u, '[data-record-id="2"]')).toContain('等待发货')
    expect(text(u, '[data-record-id="3"]')).toContain('有效期至 2099.04.01')
    expect(text(u, '[data-record-id="4"]')).toContain('奖品已失效：超过领取期限未领取')
    expect(text(u, '[data-record-id="5"]')).toContain('顺丰速运')
    expect(text(u, '[data-record-id="5"] .win-card__tracking')).toBe('SF1234567890')
    expect(text(u, '[data-record-id="5"] .win-card__auto')).toContain('2026.03.12 前未确认将自动确认收货')
    expect(u.queries.querySelectorAll('.win-card__claim')).toHaveLength(1)
    expect(u.queries.querySelectorAll('.win-card__confirm')).toHaveLength(1)
    click(u, '[data-record-id="3"] .win-card__copy')
    expect(copyText).toHaveBeenCalledWith('LX50-8K2M-Q7PA')
    click(u, '[data-record-id="5"] .win-card__copy-tracking')
    expect(copyText).toHaveBeenLastCalledWith('SF1234567890')
    mockPage.reachBottom?.()
    await waitFor(() => expect(texts(u, '.win-card')).toHaveLength(11))
    expect(getLotteryRecords).toHaveBeenLastCalledWith({ pageNo: 2, pageSize: 10, wonOnly: true })
  })

  test('claim: the default address is chosen, another picked, confirmed; then it reads as waiting to ship', async () => {
    let claimed = false
    ;(getLotteryRecords as jest.Mock).mockImplementation(async () =>
      page([claimed ? record(1, 2, 1, { shipTo: { receiverName: '王小明', mobile: '13800138000', address: '望京街 2 号' } }) : record(1, 1, 1)]))
    ;(listAddresses as jest.Mock).mockResolvedValue([address(1, true), address(2, false)])
    ;(claimPrize as jest.Mock).mockImplementation(async () => {
      claimed = true
      // The real call marks the lottery's reads changed (afterWrite); here the test does it.
      ;(await import('@/core/query')).invalidate(AREA.lottery)
      return record(1, 2, 1)
    })
    const u = await render(RecordPage)
    await waitFor(() => expect(text(u, '.win-card__state')).toBe('待领取'))
    click(u, '.win-card__claim')
    await waitFor(() => expect(u.queries.querySelector('.address-chooser__item--on')?.getAttribute('data-address-id')).toBe('1'))
    click(u, '[data-address-id="2"]')
    await waitFor(() => expect(u.queries.querySelector('.address-chooser__item--on')?.getAttribute('data-address-id')).toBe('2'))
    click(u, '.win-claim__confirm')
    await waitFor(() => expect(claimPrize).toHaveBeenCalledWith(1, 2))
    await waitFor(() => expect(text(u, '.win-card__state')).toBe('待发货'))
    expect(toast).toHaveBeenCalledWith('领取成功，奖品将尽快寄出', 'success')
    expect(u.queries.querySelector('.win-card__claim')).toBeNull()
  })

  test('claim with no address: a way to add one; a refused claim reads the list again', async () => {
    ;(getLotteryRecords as jest.Mock).mockResolvedValue(page([record(1, 1, 1)]))
    ;(listAddresses as jest.Mock).mockResolvedValueOnce([])
    const u = await render(RecordPage)
    await waitFor(() => expect(u.queries.querySelector('.win-card__claim')).not.toBeNull())
    click(u, '.win-card__claim')
    await waitFor(() => expect(u.html()).toContain('还没有收货地址，请先添加'))
    expect(u.queries.querySelector('.win-claim__confirm')?.getAttribute('aria-disabled')).toBe('true')
    click(u, '.address-chooser__add')
    expect(openPage).toHaveBeenCalledWith('/package-mall/pages/address-edit/index')

    // Back from the edit page with an address (a save marks the addresses changed).
    ;(listAddresses as jest.Mock).mockResolvedValue([address(5, true)])
    ;(await import('@/core/query')).invalidate(AREA.address)
    await waitFor(() => expect(u.queries.querySelector('.address-chooser__item--on')?.getAttribute('data-address-id')).toBe('5'))
    ;(claimPrize as jest.Mock).mockRejectedValue(new RequestError('status', '该奖品已领取，请勿重复领取', { status: 409 }))
    const reads = (getLotteryRecords as jest.Mock).mock.calls.length
    click(u, '.win-claim__confirm')
    await waitFor(() => expect(claimPrize).toHaveBeenCalledWith(1, 5))
    await waitFor(() => expect((getLotteryRecords as jest.Mock).mock.calls.length).toBe(reads + 1))
    expect(toast).not.toHaveBeenCalled()
  })

  test('the tabs filter by state: each asks the server for its state; empty says so', async () => {
    ;(getLotteryRecords as jest.Mock).mockImplementation(async ({ status }: { status?: number }) =>
      page(status === 5 ? [record(5, 5, 1, { shipTo: HOME, carrier: '顺丰速运', trackingNo: 'SF1234567890', shippedAt: T })] : status === undefined ? [record(1, 1, 1)] : []))
    const u = await render(RecordPage)
    await waitFor(() => expect(texts(u, '.win-card')).toHaveLength(1))
    expect(texts(u, '[role="tab"]')).toEqual(['全部', '待领取', '待发货', '待收货', '已完成', '已过期'])
    expect(u.html()).toContain('30 天内填写收货地址领取')
    click(u, byText(u, '[role="tab"]', '待收货'))
    await waitFor(() => expect(text(u, '.win-card__state')).toBe('待收货'))
    expect(getLotteryRecords).toHaveBeenLastCalledWith({ pageNo: 1, pageSize: 10, wonOnly: true, status: 5 })
    click(u, byText(u, '[role="tab"]', '已过期'))
    await waitFor(() => expect(u.html()).toContain('没有已过期的奖品'))
    expect(getLotteryRecords).toHaveBeenLastCalledWith({ pageNo: 1, pageSize: 10, wonOnly: true, status: 4 })
  })

  test('确认收货 asks first, then confirms; it then reads as received with its time', async () => {
    let received = false
    const shipped = { shipTo: HOME, carrier: '顺丰速运', trackingNo: 'SF1234567890', shippedAt: T }
    ;(getLotteryRecords as jest.Mock).mockImplementation(async () =>
      page([received ? record(5, 3, 1, { ...shipped, receivedAt: '2026-03-06T10:00:00+08:00' }) : record(5, 5, 1, shipped)]))
    ;(confirmReceipt as jest.Mock).mockImplementation(async () => {
      received = true
      ;(await import('@/core/query')).invalidate(AREA.lottery)
      return record(5, 3, 1, shipped)
    })
    ;(confirmAction as jest.Mock).mockResolvedValueOnce(false)
    const u = await render(RecordPage)
    await waitFor(() => expect(text(u, '.win-card__state')).toBe('待收货'))
    click(u, '.win-card__confirm')
    await waitFor(() => expect(confirmAction).toHaveBeenCalledWith(expect.objectContaining({ title: '确认收货', confirmText: '确认收货' })))
    expect(confirmReceipt).not.toHaveBeenCalled()
    click(u, '.win-card__confirm')
    await waitFor(() => expect(confirmReceipt).toHaveBeenCalledWith(5))
    await waitFor(() => expect(text(u, '.win-card__state')).toBe('已收货'))
    expect(toast).toHaveBeenCalledWith('已确认收货', 'success')
    expect(text(u, '.win-card')).toContain('收货时间')
    expect(u.queries.querySelector('.win-card__confirm')).toBeNull()
  })

  test('a refused 确认收货 reads the list again (the request layer said why)', async () => {
    ;(getLotteryRecords as jest.Mock).mockResolvedValue(page([record(5, 5, 1, { shipTo: HOME, carrier: '顺丰速运', trackingNo: 'SF1234567890', shippedAt: T })]))
    ;(confirmReceipt as jest.Mock).mockRejectedValue(new RequestError('status', '中奖记录不存在', { status: 404 }))
    const u = await render(RecordPage)
    await waitFor(() => expect(u.queries.querySelector('.win-card__confirm')).not.toBeNull())
    const reads = (getLotteryRecords as jest.Mock).mock.calls.length
    click(u, '.win-card__confirm')
    await waitFor(() => expect(confirmReceipt).toHaveBeenCalledWith(5))
    await waitFor(() => expect((getLotteryRecords as jest.Mock).mock.calls.length).toBe(reads + 1))
  })
})
