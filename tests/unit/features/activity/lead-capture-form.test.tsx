import { LeadCaptureForm } from '@/features/activity'
import { captureLead } from '@/features/activity/api'
import { getDealerDistricts } from '@/entities/dealer/api'
import { getVehicleTypes } from '@/entities/vehicle/api'
import { MESSAGES } from '@/constants'
import { render } from '../../../support/render'

jest.mock('@/features/activity/api', () => ({
  captureLead: jest.fn(),
}))
jest.mock('@/entities/vehicle/api', () => ({ getVehicleTypes: jest.fn(async () => [{ id: 2, name: '星驰 S9', energyType: '纯电' }]) }))
jest.mock('@/entities/dealer/api', () => ({
  getDealerDistricts: jest.fn(async (pid?: string) =>
    pid ? [{ regionCode: '110100', regionName: '北京市' }] : [{ regionCode: '110000', regionName: '北京市' }],
  ),
  getDealers: jest.fn(async () => []),
}))
jest.mock('@/core/navigation', () => jest.requireActual('../../../support/navigation').navigationMock())

type Utils = Awaited<ReturnType<typeof render>>

async function type(utils: Utils, field: string, value: string) {
  const input = (await utils.queries.waitForQuerySelector(`${field} input`)) as HTMLInputElement
  utils.act(() => {
    input.value = value
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

async function pick(utils: Utils, field: string, label: string) {
  await utils.queries.waitForQueryByText('请选择' + (field === '.lead-model' ? '车型' : field === '.lead-province' ? '省份' : '城市'))
  utils.fireEvent.click(utils.queries.querySelector(`${field} .lead-field__row`)!)
  const option = [...utils.queries.querySelectorAll('.form-option-sheet__option')].find((o) => o.textContent?.startsWith(label))!
  utils.fireEvent.click(option)
}

async function fill(utils: Utils, mobile: string) {
  await type(utils, '.lead-name', '张三')
  await type(utils, '.lead-mobile', mobile)
  await pick(utils, '.lead-model', '星驰 S9')
  await pick(utils, '.lead-province', '北京市')
  await pick(utils, '.lead-city', '北京市')
  utils.fireEvent.click(utils.queries.querySelector('.lead-consent__box')!)
}

const submit = (utils: Utils) => utils.fireEvent.click(utils.queries.querySelector('.lead-submit')!)

afterEach(() => jest.mocked(captureLead).mockReset())

test('a bad phone is named under the field and nothing is sent', async () => {
  const utils = await render(LeadCaptureForm, { source: 'unit', draft: undefined })
  await fill(utils, '12345678901')
  submit(utils)
  await utils.queries.waitForQueryByText(MESSAGES.PHONE_INVALID)
  expect(captureLead).not.toHaveBeenCalled()
  expect(getVehicleTypes).toHaveBeenCalled()
  expect(getDealerDistricts).toHaveBeenCalledWith('110000')
})

test('a good form is sent with every value; a failure keeps the input, a retry succeeds', async () => {
  const failure = Promise.reject(new Error('服务器端错误'))
  failure.catch(() => undefined)
  jest
    .mocked(captureLead)
    .mockReturnValueOnce(failure)
    .mockResolvedValueOnce({ id: 1, name: '张三', mobile: '139****5678', provinceName: '北京市', cityName: '北京市', vehicleTypeName: '星驰 S9', source: 'unit', createdAt: '' })
  const utils = await render(LeadCaptureForm, { source: 'unit', draft: undefined })
  await fill(utils, '13912345678')
  submit(utils)
  // The form's own handler was attached to this promise first, so it has run once we resume.
  await failure.catch(() => undefined)
  expect(captureLead).toHaveBeenCalledWith({
    name: '张三', mobile: '13912345678', provinceCode: '110000', cityCode: '110100', vehicleTypeId: 2, consent: true, source: 'unit',
  }, expect.any(String))
  // The failure is said above the button, and the form takes a retry.
  await utils.queries.waitForQueryByText('提交失败：服务器端错误。您填写的内容已保留，可重新提交。')
  expect((utils.queries.querySelector('.lead-name input') as HTMLInputElement).value).toBe('张三')
  expect(utils.queries.querySelector('.lead-model .lead-field__value')?.textContent).toBe('星驰 S9')
  submit(utils)
  await utils.queries.waitForQueryByText('提交成功')
  expect(captureLead).toHaveBeenCalledTimes(2)
})
