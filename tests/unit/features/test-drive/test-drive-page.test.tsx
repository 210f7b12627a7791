import type { Dealer } from '@api/lead'
import TestDrivePage from '@/package-car/pages/test-drive/index'
import { switchTab } from '@/core/navigation'
import { applyDefault } from '@/core/location'
import { setSelectedDealer } from '@/features/dealer/selected'
import { locate } from '@/core/location/locate'
import { getVehicleTypes } from '@/entities/vehicle/api'
import { getDealerDistricts, getDealers } from '@/entities/dealer/api'
import { forgetChosenCity } from '@/features/dealer/atoms'
import { submitTestDrive } from '@/features/test-drive/api'
import { byText, click, renderInStore, text, texts, type, waitFor, type Utils } from '../../../support/ui'
import { mockPage, openMockPage } from '../../../support/taro-page'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@/core/location/locate', () => ({ locate: jest.fn(), lookupAddress: jest.fn() }))
jest.mock('@/entities/vehicle/api', () => ({ getVehicleTypes: jest.fn() }))
jest.mock('@/entities/dealer/api', () => ({ getDealers: jest.fn(), getDealerDistricts: jest.fn() }))
jest.mock('@/features/test-drive/api', () => ({ submitTestDrive: jest.fn() }))
openMockPage('/package-car/pages/test-drive/index')
const mockParams = mockPage.params
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock({ showToast: jest.fn(() => Promise.resolve()) }))

const SHENZHEN = { province: { code: '440000', name: '广东省' }, city: { code: '440300', name: '深圳市' }, district: { code: '440305', name: '南山区' } }
const dealer = (id: number, dealerCode: string, dealerName: string, cityCode: string, cityName: string, latitude: number, longitude: number): Dealer => ({
  id, dealerCode, dealerName, shortName: dealerName, address: `${dealerName}地址`, phone: '1', businessHours: '', provinceCode: '440000', provinceName: '广东省',
  cityCode, cityName, districtCode: '', latitude, longitude, score: 4.5, distance: null,
})
const SZ = [dealer(9, 'EV-SZ-002', '星驰汽车深圳福田店', '440300', '深圳市', 22.5364, 114.0556), dealer(8, 'EV-SZ-001', '星驰汽车深圳南山店', '440300', '深圳市', 22.5404, 113.9519)]
const GZ = [dealer(6, 'EV-GZ-001', '星驰汽车广州天河店', '440100', '广州市', 23.1322, 113.3271), dealer(7, 'EV-GZ-002', '星驰汽车广州番禺店', '440100', '广州市', 22.9936, 113.3498)]
const region = (regionCode: string, regionName: string, parentCode: string) => ({ regionCode, regionName, parentCode, level: parentCode === '0' ? 1 : 2, letter: 'G', hot: false, latitude: 0, longitude: 0 })

beforeEach(() => {
  jest.clearAllMocks()
  applyDefault()
  forgetChosenCity()
  setSelectedDealer(null)
  localStorage.clear() // the form's draft
  for (const key of Object.keys(mockParams)) delete mockParams[key]
  ;(locate as jest.Mock).mockImplementation(async () => {
    jest.requireActual('@/core/location/state').applyFix({ latitude: 22.5329, longitude: 113.9304 }, SHENZHEN, 'device')
    return { source: 'device' }
  })
  ;(getVehicleTypes as jest.Mock).mockResolvedValue([{ id: 2, name: '星驰 S9' }, { id: 1, name: '星驰 S7' }])
  ;(getDealers as jest.Mock).mockImplementation(async ({ cityId }: { cityId: string }) => (cityId === '440100' ? GZ : SZ))
  ;(getDealerDistricts as jest.Mock).mockImplementation(async (pid?: string) =>
    pid ? [region('440100', '广州市', '440000'), region('440300', '深圳市', '440000')] : [region('440000', '广东省', '0')],
  )
})

afterEach(() => localStorage.clear())

const radio = (utils: Utils, label: string) => byText(utils, '[role="radio"]', label)
const inputValue = (utils: Utils, selector: string) => (utils.queries.querySelector(`${selector} input`) as HTMLInputElement | null)?.value

async function fill(utils: Utils) {
  click(utils, radio(utils, '星驰 S9'))
  click(utils, radio(utils, '明天'))
  click(utils, radio(utils, '13:00-15:00'))
  await type(utils, '.td-form__name', '王小明')
  await type(utils, '.td-form__mobile', '13912345678')
}

test('the located city and its nearest dealer are proposed; the model comes from ?vehicleTypeId=', async () => {
  mockParams.vehicleTypeId = '2'
  const utils = await renderInStore(TestDrivePage)
  await waitFor(() => expect(radio(utils, '南山店').getAttribute('aria-checked')).toBe('true'))
  expect(text(utils, '.td-form__value')).toBe('广东省 深圳市')
  expect(texts(utils, '.td-form__dealer-name')).toEqual(['星驰汽车深圳南山店（离我最近）', '星驰汽车深圳福田店'])
  expect(radio(utils, '星驰 S9').getAttribute('aria-checked')).toBe('true')
})

test('an incomplete form names what is missing and sends nothing', async () => {
  const utils = await renderInStore(TestDrivePage)
  await waitFor(() => expect(radio(utils, '南山店').getAttribute('aria-checked')).toBe('true'))
  click(utils, '.td-form__submit')
  expect(texts(utils, '.td-section__error')).toEqual(['请选择试驾车型', '请选择试驾日期', '请选择试驾时间段', '请输入您的姓名'])
  await type(utils, '.td-form__name', '王小明')
  await type(utils, '.td-form__mobile', '1391234')
  click(utils, '.td-form__submit')
  expect(texts(utils, '.td-section__error')).toContain('请输入正确的手机号（11位，以1开头，第二位为3-9）')
  expect(submitTestDrive).not.toHaveBeenCalled()
})

test('a failed submit keeps everything typed; the next one books and shows the success view', async () => {
  ;(submitTestDrive as jest.Mock).mockRejectedValueOnce(new Error('服务器内部错误')).mockImplementationOnce(async (body) => ({
    id: 100001, accountId: null, ...body, vehicleTypeName: '星驰 S9', dealerName: '星驰汽车深圳南山店', status: 1, createdAt: '2025-03-01T10:00:00+08:00',
  }))
  const utils = await renderInStore(TestDrivePage)
  await waitFor(() => expect(texts(utils, '.td-form__dealer')).toHaveLength(2))
  await fill(utils)
  await utils.act(async () => click(utils, '.td-form__submit'))
  await waitFor(() => expect(text(utils, '.submit-bar__failure')).toBe('提交失败：服务器内部错误。您填写的内容已保留，可重新提交。'))
  expect(inputValue(utils, '.td-form__name')).toBe('王小明')
  expect(inputValue(utils, '.td-form__mobile')).toBe('13912345678')
  expect(radio(utils, '13:00-15:00').getAttribute('aria-checked')).toBe('true')
  expect(submitTestDrive).toHaveBeenCalledWith(expect.objectContaining({ name: '王小明', mobile: '13912345678', vehicleTypeId: 2, dealerCode: 'EV-SZ-001', remark: '期望时段 13:00-15:00' }), expect.any(String))

  await utils.act(async () => click(utils, '.td-form__submit'))
  await waitFor(() => expect(text(utils, '.td-success__title')).toBe('预约成功'))
  expect(text(utils, '.td-success__card')).toContain('预约单号：100001')
  expect(text(utils, '.td-success__card')).toContain('试驾时间：2')
  expect(text(utils, '.td-success__card')).toContain('13:00-15:00')
  click(utils, byText(utils, '.td-success__btn', '返回首页'))
  expect(switchTab).toHaveBeenCalledWith('/pages/car/car')
  // Booked: the next booking starts from a clean form.
  click(utils, byText(utils, '.td-success__btn', '再约一辆'))
  await waitFor(() => expect(inputValue(utils, '.td-form__name')).toBe(''))
})

test('another city through the org district tree: its dealers, nearest first, the nearest proposed', async () => {
  const utils = await renderInStore(TestDrivePage)
  await waitFor(() => expect(texts(utils, '.td-form__dealer')).toHaveLength(2))
  click(utils, byText(utils, '.td-form__link', '更换'))
  await waitFor(() => expect(texts(utils, '.city-sheet__row')).toEqual(['广东省']))
  expect(getDealerDistricts).toHaveBeenCalledWith(undefined)
  click(utils, byText(utils, '.city-sheet__row', '广东省'))
  await waitFor(() => expect(texts(utils, '.city-sheet__row')).toEqual(['广州市', '深圳市']))
  expect(getDealerDistricts).toHaveBeenCalledWith('440000')
  click(utils, byText(utils, '.city-sheet__row', '广州市'))
  await waitFor(() => expect(texts(utils, '.td-form__dealer-name')).toEqual(['星驰汽车广州番禺店（离我最近）', '星驰汽车广州天河店']))
  expect(text(utils, '.td-form__value')).toBe('广东省 广州市')
  await waitFor(() => expect(radio(utils, '番禺店').getAttribute('aria-checked')).toBe('true'))
  // Picking another dealer saves it like the dealer pages do.
  click(utils, radio(utils, '天河店'))
  expect(localStorage.getItem('selectedDealer')).toContain('EV-GZ-001')
})
