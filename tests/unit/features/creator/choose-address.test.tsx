import ChooseAddressPage from '@/package-mine/pages/creator-center/chooseAddress'
import type { Address, RegionNode } from '@api/user2'
import { goBack, goBackTo } from '@/core/navigation'
import { invalidate } from '@/core/query'
import { RequestError } from '@/core/request'
import { clearSession, setToken } from '@/core/session'
import { addAddress, listAddresses } from '@/entities/address/api'
import { chooseRewardAddress, getMyReward } from '@/features/creator/api'
import { getRegionTree } from '@/entities/region/api'
import { toast } from '@/shared/toast'
import { click, renderInStore as render, text, waitFor, type Utils } from '../../../support/ui'
import { openMockPage } from '../../../support/taro-page'
import { reward } from './fixtures'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@/features/creator/api', () => ({ getMyReward: jest.fn(), chooseRewardAddress: jest.fn() }))
jest.mock('@/entities/address/api', () => ({ listAddresses: jest.fn(), addAddress: jest.fn() }))
jest.mock('@/entities/region/api', () => ({ getRegionTree: jest.fn(), getDistricts: jest.fn() }))
jest.mock('@/shared/toast', () => ({ toast: jest.fn() }))
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())

const PATH = '/package-mine/pages/creator-center/chooseAddress'
const address = (id: number, isDefault: boolean): Address => ({
  id, receiverName: '王小明', mobile: '13800138000', provinceCode: '110000', provinceName: '北京市', cityCode: '110100', cityName: '北京市',
  districtCode: '110105', districtName: '朝阳区', detailAddress: `望京街 ${id} 号`, tag: '', isDefault,
})
const chosen = (u: Utils) => u.queries.querySelector('.address-chooser__item--on')?.getAttribute('data-address-id')

beforeEach(() => {
  openMockPage(PATH, { rewardId: '11' })
  setToken('dev-token')
  ;(listAddresses as jest.Mock).mockResolvedValue([address(1, true), address(2, false)])
})
afterEach(() => {
  clearSession()
  jest.clearAllMocks()
})

test('logged out: the login prompt and no call', async () => {
  clearSession()
  const u = await render(ChooseAddressPage)
  await waitFor(() => expect(text(u, '.login-prompt__text')).toBe('登录后选择奖品收货地址'))
  expect(getMyReward).not.toHaveBeenCalled()
})

test('no reward id, or a malformed one: the message and no call', async () => {
  openMockPage(PATH, { rewardId: 'abc' })
  const v = await render(ChooseAddressPage)
  await waitFor(() => expect(v.html()).toContain('缺少奖品 id，无法选择收货地址'))
  expect(getMyReward).not.toHaveBeenCalled()
})

test('the default is chosen first; another picked and confirmed; saved, back to the activity', async () => {
  ;(getMyReward as jest.Mock).mockResolvedValue(reward(11, 'choose'))
  ;(chooseRewardAddress as jest.Mock).mockResolvedValue(reward(11, 'chosen'))
  const u = await render(ChooseAddressPage)
  await waitFor(() => expect(chosen(u)).toBe('1'))
  expect(getMyReward).toHaveBeenCalledWith(11)
  expect(text(u, '.creator-address__prize')).toBe('一等奖 · 车载冰箱')
  expect(text(u, '.creator-address .panel__extra')).toBe('待填写地址')
  click(u, '[data-address-id="2"]')
  await waitFor(() => expect(chosen(u)).toBe('2'))
  click(u, '.creator-address__confirm')
  await waitFor(() => expect(goBackTo).toHaveBeenCalledWith('/package-mine/pages/creator-center/activity-detail?id=901'))
  expect(chooseRewardAddress).toHaveBeenCalledWith(11, 2)
  expect(toast).toHaveBeenCalledWith('已保存收货地址', 'success')
})

test('an address already chosen stays chosen, not the default', async () => {
  ;(getMyReward as jest.Mock).mockResolvedValue(reward(12, 'chosen'))
  const u = await render(ChooseAddressPage)
  await waitFor(() => expect(chosen(u)).toBe('2'))
  expect(text(u, '.creator-address__confirm')).toBe('确认')
})

test('shipped: where it went, why it cannot change, nothing to choose', async () => {
  ;(getMyReward as jest.Mock).mockResolvedValue(reward(13, 'shipped'))
  const u = await render(ChooseAddressPage)
  await waitFor(() => expect(text(u, '.creator-address__note')).toBe('奖品已发货，收货地址无法修改'))
  expect(text(u, '.creator-address__shipped')).toBe('已寄往：王小明 138****8000 北京市朝阳区望京街 2 号')
  expect(u.queries.querySelector('.address-chooser')).toBeNull()
  expect(u.queries.querySelector('.creator-address__confirm')).toBeNull()
  expect(listAddresses).not.toHaveBeenCalled()
})

test('a refused save stays here and reads the reward again (it shipped meanwhile)', async () => {
  ;(getMyReward as jest.Mock).mockResolvedValueOnce(reward(12, 'chosen')).mockResolvedValue(reward(12, 'shipped'))
  ;(chooseRewardAddress as jest.Mock).mockRejectedValue(new RequestError('status', '奖品已发货，无法修改地址', { status: 409 }))
  const u = await render(ChooseAddressPage)
  await waitFor(() => expect(chosen(u)).toBe('2'))
  click(u, '.creator-address__confirm')
  await waitFor(() => expect(text(u, '.creator-address__note')).toBe('奖品已发货，收货地址无法修改'))
  expect(goBackTo).not.toHaveBeenCalled()
  expect(toast).not.toHaveBeenCalled()
})

test('no address yet: one is added in place (no going back), then chosen and confirmed', async () => {
  const node = (regionCode: string, regionName: string, parentCode: string, level: number, children: RegionNode[] = []): RegionNode => ({
    regionCode, regionName, parentCode, level, letter: 'A', hot: false, latitude: 0, longitude: 0, children,
  })
  ;(getRegionTree as jest.Mock).mockResolvedValue([node('110000', '北京市', '0', 1, [node('110100', '北京市', '110000', 2, [node('110105', '朝阳区', '110100', 3)])])])
  ;(getMyReward as jest.Mock).mockResolvedValue(reward(11, 'choose'))
  ;(listAddresses as jest.Mock).mockResolvedValueOnce([])
  ;(addAddress as jest.Mock).mockImplementation(async () => {
    ;(listAddresses as jest.Mock).mockResolvedValue([address(7, true)])
    // The real call marks the addresses changed (afterWrite); here the test does it.
    invalidate('address')
    return address(7, true)
  })
  ;(chooseRewardAddress as jest.Mock).mockResolvedValue(reward(11, 'chosen'))
  const u = await render(ChooseAddressPage)
  await waitFor(() => expect(u.queries.querySelector('.address-form')).not.toBeNull())
  expect(text(u, '.address-chooser__hint')).toBe('还没有收货地址，请先添加')
  expect(u.queries.querySelector('.address-chooser__add')).toBeNull()
  expect(u.queries.querySelector('.creator-address__confirm')).toBeNull()
  const type = (selector: string, value: string) => {
    const input = u.queries.querySelector(selector) as HTMLInputElement
    u.act(() => {
      input.value = value
      input.dispatchEvent(new Event('input', { bubbles: true }))
    })
  }
  type('.address-form__name input', '王小明')
  type('.address-form__mobile input', '13800138000')
  click(u, '.address-form__region')
  for (const name of ['北京市', '北京市', '朝阳区']) {
    await waitFor(() => expect(Array.from(u.queries.querySelectorAll('.region-picker__option')).some((o) => o.textContent === name)).toBe(true))
    click(u, Array.from(u.queries.querySelectorAll('.region-picker__option')).find((o) => o.textContent === name)!)
  }
  type('.address-form__detail input', '望京街 7 号')
  click(u, '.address-form__save')
  await waitFor(() => expect(chosen(u)).toBe('7'))
  expect(goBack).not.toHaveBeenCalled()
  expect(u.queries.querySelector('.address-form')).toBeNull()
  click(u, '.creator-address__confirm')
  await waitFor(() => expect(chooseRewardAddress).toHaveBeenCalledWith(11, 7))
})
