import AddressEditPage from '@/package-mall/pages/address-edit/index'
import { addAddress, listAddresses, updateAddress } from '@/entities/address/api'
import { getDistricts, getRegionTree } from '@/entities/region/api'
import { goBack } from '@/core/navigation'
import type { Address, RegionNode } from '@api/user2'
import { render } from '../../../support/render'
import { waitFor } from '../mall/support'
import { mockPage, openMockPage } from '../../../support/taro-page'

jest.mock('@/entities/address/api', () => ({
  listAddresses: jest.fn(),
  addAddress: jest.fn(),
  updateAddress: jest.fn(),
}))
jest.mock('@/entities/region/api', () => ({ getRegionTree: jest.fn(), getDistricts: jest.fn() }))
jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
openMockPage('/package-mall/pages/address-edit/index')
const mockParams = mockPage.params
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())

const node = (regionCode: string, regionName: string, parentCode: string, level: number, children: RegionNode[] = []): RegionNode => ({
  regionCode, regionName, parentCode, level, letter: 'A', hot: false, latitude: 0, longitude: 0, children,
})
const TREE = [node('440000', '广东省', '0', 1, [node('440300', '深圳市', '440000', 2, [node('440305', '南山区', '440300', 3)])])]

type Utils = Awaited<ReturnType<typeof render>>

async function type(u: Utils, selector: string, value: string) {
  const input = (await u.queries.waitForQuerySelector(selector)) as HTMLInputElement
  u.act(() => {
    input.value = value
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

const value = (u: Utils, selector: string) => (u.queries.querySelector(selector) as HTMLInputElement).value

async function pickRegion(u: Utils) {
  u.fireEvent.click(u.queries.querySelector('.address-form__region')!)
  const option = (name: string) => Array.from(u.queries.querySelectorAll('.region-picker__option')).find((o) => o.textContent === name)
  for (const name of ['广东省', '深圳市', '南山区']) {
    await waitFor(() => expect(option(name)).toBeDefined())
    u.fireEvent.click(option(name)!)
  }
  await waitFor(() => expect(u.queries.querySelector('.address-form__region')?.textContent).toBe('广东省 深圳市 南山区'))
}

beforeEach(() => {
  jest.clearAllMocks()
  for (const k of Object.keys(mockParams)) delete mockParams[k]
  jest.mocked(getRegionTree).mockResolvedValue(TREE)
})

test('bad input is named field by field and nothing is sent', async () => {
  const u = await render(AddressEditPage)
  await type(u, '.address-form__mobile input', '1234')
  u.fireEvent.click(u.queries.querySelector('.address-form__save')!)
  const errors = Array.from(u.queries.querySelectorAll('.address-form__error')).map((e) => e.textContent)
  expect(errors).toEqual(['请输入收货人姓名', '请输入正确的手机号（11位，以1开头，第二位为3-9）', '请选择所在地区（省、市、区）', '请填写详细地址（街道、门牌号等）'])
  expect(addAddress).not.toHaveBeenCalled()
})

test('a failed save keeps everything typed; a later save sends it and goes back', async () => {
  jest.mocked(addAddress).mockRejectedValueOnce(new Error('服务器端错误'))
  const u = await render(AddressEditPage)
  await type(u, '.address-form__name input', '李雷')
  await type(u, '.address-form__mobile input', '13912345678')
  await pickRegion(u)
  await type(u, '.address-form__detail input', '科技园南区 8 栋')
  u.fireEvent.click(u.queries.querySelector('.address-form__save')!)
  await waitFor(() => expect(addAddress).toHaveBeenCalledTimes(1))
  await waitFor(() => expect(u.queries.querySelector('.address-form__save')?.textContent).toBe('保存'))
  expect(goBack).not.toHaveBeenCalled()
  expect(value(u, '.address-form__name input')).toBe('李雷')
  expect(value(u, '.address-form__mobile input')).toBe('13912345678')
  expect(value(u, '.address-form__detail input')).toBe('科技园南区 8 栋')
  expect(u.queries.querySelector('.address-form__region')?.textContent).toBe('广东省 深圳市 南山区')

  jest.mocked(addAddress).mockResolvedValueOnce({} as Address)
  u.fireEvent.click(u.queries.querySelector('.address-form__save')!)
  await waitFor(() => expect(goBack).toHaveBeenCalled())
  expect(addAddress).toHaveBeenLastCalledWith({
    receiverName: '李雷', mobile: '13912345678', provinceCode: '440000', cityCode: '440300', districtCode: '440305',
    detailAddress: '科技园南区 8 栋', tag: '', isDefault: false,
  }, expect.any(String))
  expect(getDistricts).not.toHaveBeenCalled()
})

test('editing loads the address and saves it under its id', async () => {
  mockParams.id = '2'
  jest.mocked(listAddresses).mockResolvedValue([
    { id: 2, receiverName: '王小明', mobile: '13800138000', provinceCode: '440000', provinceName: '广东省', cityCode: '440300', cityName: '深圳市', districtCode: '440305', districtName: '南山区', detailAddress: '中关村', tag: '公司', isDefault: false },
  ])
  jest.mocked(updateAddress).mockResolvedValue({} as Address)
  const u = await render(AddressEditPage)
  await waitFor(() => expect(value(u, '.address-form__name input')).toBe('王小明'))
  expect(u.html()).toContain('编辑地址')
  u.fireEvent.click(u.queries.querySelector('.address-form__save')!)
  await waitFor(() => expect(updateAddress).toHaveBeenCalledWith(expect.objectContaining({ id: 2, tag: '公司', districtCode: '440305' })))
})

test('an unknown id says so', async () => {
  mockParams.id = '99'
  jest.mocked(listAddresses).mockResolvedValue([])
  const u = await render(AddressEditPage)
  await waitFor(() => expect(u.html()).toContain('该地址不存在或已被删除'))
})
