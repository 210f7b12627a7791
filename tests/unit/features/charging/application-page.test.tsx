import ApplicationPage from '@/package-mine/pages/chargingStation/applicationInfomation'
import { redirectTo } from '@/core/navigation'
import { clearSession, setToken } from '@/core/session'
import { applyForPile, getChargingCars } from '@/features/charging/api'
import { getRegionTree } from '@/entities/region/api'
import { chooseImages } from '@/shared/upload/choose-and-upload'
import { sendImage } from '@/shared/upload/send'
import { byText, click, renderInStore as render, text, texts, type, waitFor, type Utils } from '../../../support/ui'
import { openMockPage } from '../../../support/taro-page'
import { CARS, application } from './fixtures'

jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())
jest.mock('@/features/charging/api', () => ({ getChargingCars: jest.fn(), applyForPile: jest.fn() }))
jest.mock('@/entities/region/api', () => ({ getRegionTree: jest.fn(), getDistricts: jest.fn() }))
jest.mock('@/shared/upload/choose-and-upload', () => ({ chooseImages: jest.fn() }))
jest.mock('@/shared/upload/send', () => ({ ...jest.requireActual('@/shared/upload/send'), sendImage: jest.fn() }))
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock({ showToast: jest.fn(() => Promise.resolve()) }))

const node = (regionCode: string, regionName: string, parentCode: string, level: number, children: unknown[] = []) => ({
  regionCode, regionName, parentCode, level, letter: 'A', hot: false, latitude: 0, longitude: 0, children,
})
const TREE = [node('440000', '广东省', '0', 1, [node('440300', '深圳市', '440000', 2, [node('440304', '福田区', '440300', 3)])])]

beforeEach(() => {
  openMockPage('/package-mine/pages/chargingStation/applicationInfomation')
  jest.clearAllMocks()
  setToken('dev-token')
  ;(getChargingCars as jest.Mock).mockResolvedValue(CARS)
  ;(getRegionTree as jest.Mock).mockResolvedValue(TREE)
  ;(chooseImages as jest.Mock).mockResolvedValue({ images: [{ path: 'blob:1', size: 1000, type: 'image/png', name: 'consent.png' }], refused: [] })
  ;(sendImage as jest.Mock).mockResolvedValue('http://127.0.0.1/static/upload/1')
})
afterEach(() => clearSession())

const errors = (utils: Utils) => texts(utils, '.form-field__error')
const option = (utils: Utils, name: string) => byText(utils, '[role="option"]', name)

async function pick(utils: Utils, field: string, name: string) {
  click(utils, `${field} .form-field__row`)
  await waitFor(() => expect(option(utils, name)).toBeTruthy())
  click(utils, option(utils, name))
}

async function fill(utils: Utils) {
  click(utils, '.charging-form__region .form-field__row')
  for (const name of ['广东省', '深圳市', '福田区']) {
    await waitFor(() => expect(Array.from(utils.queries.querySelectorAll('.region-picker__option')).some((o) => o.textContent === name)).toBe(true))
    click(utils, Array.from(utils.queries.querySelectorAll('.region-picker__option')).find((o) => o.textContent === name)!)
  }
  await type(utils, '.charging-form__address', '香梅北路 88 号 B1-056 车位')
  click(utils, byText(utils, '.charging-form__parking [role="radio"]', '长期租赁车位'))
  await utils.act(async () => click(utils, '.charging-form__consent-photos .upload-list__add'))
  await waitFor(() => expect(utils.queries.querySelectorAll('.charging-form__consent-photos .upload-list__tile')).toHaveLength(1))
  await type(utils, '.charging-form__name', '王小明')
  await type(utils, '.charging-form__phone', '13800138000')
  await pick(utils, '.charging-form__date', '周')
}

test('only the car that may apply is offered; the others say why', async () => {
  const utils = await render(ApplicationPage)
  await waitFor(() => expect(texts(utils, '.charging-form__blocked-car')).toHaveLength(2))
  expect(texts(utils, '.charging-form__blocked-car')).toEqual([
    '粤B·12345 远航 L6 四驱版：该车辆不是纯电车型，暂不支持安装家用充电桩',
    '粤B·D67890 星驰 S7 长续航版：该车辆已安装家用充电桩',
  ])
  // The one car that may apply is chosen already.
  expect(text(utils, '.charging-form__car .form-field__value')).toBe('粤B·F24680')
})

test('a missing field is named, nothing is sent; a refused send keeps every value; then it is sent and the detail opens', async () => {
  ;(applyForPile as jest.Mock).mockRejectedValueOnce(new Error('该车辆已有进行中的安装申请')).mockResolvedValueOnce(application('submitted', { id: 100001 }))
  const utils = await render(ApplicationPage)
  await waitFor(() => expect(text(utils, '.charging-form__car .form-field__value')).toBe('粤B·F24680'))
  click(utils, '.charging-form__submit')
  await waitFor(() => expect(errors(utils)).toEqual([
    '请选择安装地址所在的省、市、区', '请填写详细地址（小区、楼栋、车位号）', '请选择车位类型', '请上传物业同意安装证明的照片',
    '请输入联系人姓名', '请输入手机号', '请选择期望安装日期', '请先阅读并同意安装须知',
  ]))
  expect(applyForPile).not.toHaveBeenCalled()

  await fill(utils)
  click(utils, '.form-consent__box')
  expect(errors(utils)).toEqual([])
  await utils.act(async () => click(utils, '.charging-form__submit'))
  await waitFor(() => expect(text(utils, '.submit-bar__failure')).toBe('提交失败：该车辆已有进行中的安装申请。您填写的内容已保留，可重新提交。'))
  expect(applyForPile).toHaveBeenCalledWith(expect.objectContaining({
    carId: 3, provinceCode: '440000', cityCode: '440300', districtCode: '440304', address: '香梅北路 88 号 B1-056 车位', parking: 'rented',
    consentPhotos: ['http://127.0.0.1/static/upload/1'], contactName: '王小明', contactPhone: '13800138000',
  }), expect.any(String))
  expect((utils.queries.querySelector('.charging-form__address input') as HTMLInputElement).value).toBe('香梅北路 88 号 B1-056 车位')
  expect(text(utils, '.charging-form__region .form-field__value')).toBe('广东省 深圳市 福田区')
  expect(redirectTo).not.toHaveBeenCalled()

  await utils.act(async () => click(utils, '.charging-form__submit'))
  await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('/package-mine/pages/chargingStation/applicationDetail?id=100001'))
  expect(applyForPile).toHaveBeenCalledTimes(2)
})

test('a guest is asked to log in and nothing is called', async () => {
  clearSession()
  const utils = await render(ApplicationPage)
  await waitFor(() => expect(text(utils, '.login-prompt__text')).toBe('登录后申请安装家用充电桩'))
  expect(getChargingCars).not.toHaveBeenCalled()
})
