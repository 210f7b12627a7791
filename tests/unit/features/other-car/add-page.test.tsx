import { Provider } from 'jotai'
import type { OtherCar } from '@api/other-car'
import OtherCarAddPage from '@/package-car/pages/other-car/add'
import { addOtherCar, getOtherBrands } from '@/features/other-car/api'
import { today } from '@/features/other-car/purchase-date'
import { goBackOr } from '@/core/navigation'
import { clearSession, setToken } from '@/core/session'
import { store } from '@/core/store'
import { render } from '../../../support/render'
import { openMockPage } from '../../../support/taro-page'
import { $, BRANDS, pickDay, pickOption, texts, type, waitFor, type Utils } from './support'

jest.mock('@/features/other-car/api', () => ({ getOtherBrands: jest.fn(), addOtherCar: jest.fn() }))
jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock({ currentUrl: () => '/package-car/pages/other-car/add' }))
openMockPage('/package-car/pages/other-car/add')
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())

function Page() {
  return (
    <Provider store={store}>
      <OtherCarAddPage />
    </Provider>
  )
}

const value = (u: Utils, selector: string) => ($(u, selector) as HTMLInputElement).value
const save = (u: Utils) => u.fireEvent.click($(u, '.oc-form__save')!)

async function open() {
  const u = await render(Page)
  // Taro's H5 Input draws its <input> a tick after the form.
  await waitFor(() => expect([$(u, '.oc-form__plate input'), $(u, '.oc-form__vin input')]).not.toContain(null))
  return u
}

function fill(u: Utils, plate: string) {
  pickOption(u, '.oc-form__brand', '大众')
  pickOption(u, '.oc-form__model', '迈腾')
  type(u, '.oc-form__plate input', plate)
  type(u, '.oc-form__vin input', 'lsvau2182k2123456')
  pickDay(u, '2020-01-02')
}

beforeEach(() => {
  jest.clearAllMocks()
  jest.restoreAllMocks()
  setToken('dev-token')
  jest.mocked(getOtherBrands).mockResolvedValue(BRANDS)
})

afterAll(() => clearSession())

test('every field says what is missing and nothing is sent; the licence photo is marked optional', async () => {
  const u = await open()
  save(u)
  expect(texts(u, '.form-field__error')).toEqual(['请选择品牌', '请选择车型', '请输入车牌号', '请选择购车日期'])
  expect(texts(u, '.form-field__label')).toEqual(['品牌*', '车型*', '车牌号*', '车架号', '购车日期*', '行驶证照片（选填）'])
  expect($(u, '.oc-form__model .form-field__value')?.textContent).toBe('请先选择品牌')
  expect(addOtherCar).not.toHaveBeenCalled()
})

test('a bad plate gets its Chinese message, nothing is sent, and the rest stays as typed', async () => {
  const u = await open()
  fill(u, '粤I12345')
  save(u)
  expect($(u, '.oc-form__plate .form-field__error')?.textContent).toBe('车牌号不能包含字母 I 和 O')
  expect(texts(u, '.form-field__error')).toEqual(['车牌号不能包含字母 I 和 O'])
  expect(addOtherCar).not.toHaveBeenCalled()
  // Fixing it clears the message as it is typed.
  type(u, '.oc-form__plate input', '粤b·12345')
  expect($(u, '.oc-form__plate .form-field__error')).toBeNull()
  expect(value(u, '.oc-form__vin input')).toBe('lsvau2182k2123456')
  expect($(u, '.oc-form__model .form-field__value')?.textContent).toBe('迈腾')
})

test('a wrong VIN check digit and a purchase date after today are refused', async () => {
  const u = await open()
  fill(u, '粤B12345')
  type(u, '.oc-form__vin input', 'LSVAU2180K2123456')
  const tomorrow = new Date(Date.now() + 86_400_000)
  const day = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}`
  pickDay(u, day)
  save(u)
  expect(texts(u, '.form-field__error')).toEqual(['车架号校验位（第 9 位）不正确，请核对行驶证上的车架号', '购车日期不能晚于今天'])
  expect(($(u, '.oc-form__date input') as HTMLInputElement).max).toBe(today())
  expect(addOtherCar).not.toHaveBeenCalled()
})

test('a refused save keeps everything and says why; the next save sends the plate normalised and goes back', async () => {
  jest.mocked(addOtherCar).mockRejectedValueOnce(new Error('该车牌已添加'))
  const u = await open()
  fill(u, '浙a·8k2m7')
  save(u)
  await waitFor(() => expect($(u, '.submit-bar__failure')?.textContent).toBe('提交失败：该车牌已添加。您填写的内容已保留，可重新提交。'))
  await waitFor(() => expect($(u, '.oc-form__save')?.textContent).toBe('保存'))
  expect(value(u, '.oc-form__plate input')).toBe('浙a·8k2m7')
  expect(value(u, '.oc-form__vin input')).toBe('lsvau2182k2123456')
  expect(value(u, '.oc-form__date input')).toBe('2020-01-02')
  expect($(u, '.oc-form__brand .form-field__value')?.textContent).toBe('大众')
  expect($(u, '.oc-form__model .form-field__value')?.textContent).toBe('迈腾')
  expect(goBackOr).not.toHaveBeenCalled()

  jest.mocked(addOtherCar).mockResolvedValueOnce({ id: 100001 } as OtherCar)
  save(u)
  await waitFor(() => expect(goBackOr).toHaveBeenCalledWith('/package-car/pages/other-car/index'))
  expect(addOtherCar).toHaveBeenCalledTimes(2)
  expect(addOtherCar).toHaveBeenLastCalledWith({ brandId: 7, modelId: 702, plate: '浙A8K2M7', vin: 'LSVAU2182K2123456', purchaseDate: '2020-01-02' }, expect.any(String))
  expect(goBackOr).toHaveBeenCalledTimes(1)
})

test('another brand asks for the model again; saving leads back to the list', async () => {
  jest.mocked(addOtherCar).mockResolvedValueOnce({ id: 100001 } as OtherCar)
  const u = await open()
  fill(u, '粤BD12345')
  pickOption(u, '.oc-form__brand', '丰田')
  expect($(u, '.oc-form__model .form-field__value')?.textContent).toBe('请选择车型')
  type(u, '.oc-form__vin input', '')
  pickOption(u, '.oc-form__model', '凯美瑞')
  save(u)
  await waitFor(() => expect(goBackOr).toHaveBeenCalledWith('/package-car/pages/other-car/index'))
  expect(addOtherCar).toHaveBeenCalledWith({ brandId: 8, modelId: 801, plate: '粤BD12345', purchaseDate: '2020-01-02' }, expect.any(String))
})

test('brands failing to load offer a retry; a guest is asked to log in', async () => {
  jest.mocked(getOtherBrands).mockRejectedValueOnce(new Error('服务器端错误'))
  const u = await render(Page)
  await waitFor(() => expect($(u, '.page-shell__retry')).not.toBeNull())
  u.fireEvent.click($(u, '.page-shell__retry')!)
  await waitFor(() => expect($(u, '.oc-form__save')).not.toBeNull())
  u.unmout()

  clearSession()
  jest.mocked(getOtherBrands).mockClear()
  const guest = await render(Page)
  expect(guest.queries.queryByText('登录后添加其他品牌车辆')).not.toBeNull()
  expect(getOtherBrands).not.toHaveBeenCalled()
})
