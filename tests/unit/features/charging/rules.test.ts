import dayjs from 'dayjs'
import { validate } from '@/shared/form'
import { APPLICATION_RULES, EMPTY_APPLICATION, toApplicationBody, type ApplicationDraft } from '@/features/charging/application-draft'
import { dayText, firstInstallDay, installDays } from '@/features/charging/dates'
import { EMPTY_REPAIR, REPAIR_RULES, toRepairBody, type RepairDraft } from '@/features/charging/repair-draft'

// Days on the China calendar, as the form and the server count them: day(1) is tomorrow.
const day = (n: number) => dayjs(firstInstallDay()).add(n - 1, 'day').format('YYYY-MM-DD')

const GOOD: ApplicationDraft = {
  carId: 3, provinceCode: '440000', provinceName: '广东省', cityCode: '440300', cityName: '深圳市', districtCode: '440304', districtName: '福田区',
  address: '  香梅北路 88 号 B1-056 车位 ', parking: 'rented', consentPhotos: ['/u/1.png'], contactName: ' 王小明 ', contactPhone: '13800138000',
  preferredDate: day(3), backupDate: '', agreed: true,
}

describe('the application', () => {
  test('an empty form names every field in Chinese, in the order of the form', () => {
    expect(validate(EMPTY_APPLICATION, APPLICATION_RULES)).toEqual({
      carId: '请选择申请安装的车辆',
      region: '请选择安装地址所在的省、市、区',
      address: '请填写详细地址（小区、楼栋、车位号）',
      parking: '请选择车位类型',
      consentPhotos: '请上传物业同意安装证明的照片',
      contactName: '请输入联系人姓名',
      contactPhone: '请输入手机号',
      preferredDate: '请选择期望安装日期',
      agreed: '请先阅读并同意安装须知',
    })
  })

  test('a filled form passes and becomes the body, trimmed, without an empty second day', () => {
    expect(validate(GOOD, APPLICATION_RULES)).toEqual({})
    expect(toApplicationBody(GOOD)).toEqual({
      carId: 3, provinceCode: '440000', cityCode: '440300', districtCode: '440304', address: '香梅北路 88 号 B1-056 车位', parking: 'rented',
      consentPhotos: ['/u/1.png'], contactName: '王小明', contactPhone: '13800138000', preferredDate: day(3),
    })
    expect(toApplicationBody({ ...GOOD, backupDate: day(5) }).backupDate).toBe(day(5))
  })

  test('the phone follows spec §5, the address has a minimum and a maximum', () => {
    expect(validate({ ...GOOD, contactPhone: '12800138000' }, APPLICATION_RULES).contactPhone).toBe('请输入正确的手机号（11位，以1开头，第二位为3-9）')
    expect(validate({ ...GOOD, address: '88号' }, APPLICATION_RULES).address).toBe('详细地址至少 5 个字')
    expect(validate({ ...GOOD, address: '车'.repeat(101) }, APPLICATION_RULES).address).toBe('详细地址不能超过 100 个字')
    expect(validate({ ...GOOD, contactName: '王'.repeat(21) }, APPLICATION_RULES).contactName).toBe('联系人姓名不能超过 20 个字')
  })

  test('days lie ahead (not today, not in the past) and the second choice is another day', () => {
    expect(validate({ ...GOOD, preferredDate: day(0) }, APPLICATION_RULES).preferredDate).toBe('期望安装日期不能早于明天，请重新选择')
    expect(validate({ ...GOOD, preferredDate: day(-3) }, APPLICATION_RULES).preferredDate).toBe('期望安装日期不能早于明天，请重新选择')
    expect(validate({ ...GOOD, preferredDate: day(1) }, APPLICATION_RULES).preferredDate).toBeUndefined()
    expect(validate({ ...GOOD, backupDate: day(-1) }, APPLICATION_RULES).backupDate).toBe('备选日期不能早于明天，请重新选择')
    expect(validate({ ...GOOD, backupDate: GOOD.preferredDate }, APPLICATION_RULES).backupDate).toBe('备选日期不能与期望安装日期相同')
  })
})

describe('installation days', () => {
  test('start tomorrow in China, a month of them, each with its weekday', () => {
    const now = Date.parse('2026-11-23T22:30:00+08:00') // a Monday evening in China
    const days = installDays(now)
    expect(firstInstallDay(now)).toBe('2026-11-24')
    // 00:30 on Tuesday in China is still Monday in UTC: the days follow China.
    expect(firstInstallDay(Date.parse('2026-11-24T00:30:00+08:00'))).toBe('2026-11-25')
    expect(days).toHaveLength(30)
    expect(days[0]).toEqual({ value: '2026-11-24', label: '11月24日 周二' })
    expect(days[29].value).toBe('2026-12-23')
    expect(dayText('2026-11-29')).toBe('2026年11月29日 周日')
    expect(dayText(null)).toBe('')
  })
})

describe('the repair report', () => {
  const GOOD_REPAIR: RepairDraft = { pileId: 6301, symptom: '充电中断', description: ' 充电半小时后自动停止 ', photos: [], contactTime: '周末' }

  test('an empty form names what is missing; photos are optional', () => {
    expect(validate(EMPTY_REPAIR, REPAIR_RULES)).toEqual({
      pileId: '请选择需要报修的充电桩',
      symptom: '请选择故障现象',
      description: '请描述故障情况',
      contactTime: '请选择方便联系的时间',
    })
    expect(validate(GOOD_REPAIR, REPAIR_RULES)).toEqual({})
  })

  test('the description has a minimum and the limit the box shows', () => {
    expect(validate({ ...GOOD_REPAIR, description: '坏了' }, REPAIR_RULES).description).toBe('故障描述至少 5 个字')
    expect(validate({ ...GOOD_REPAIR, description: '坏'.repeat(201) }, REPAIR_RULES).description).toBe('故障描述不能超过 200 个字')
    expect(toRepairBody(GOOD_REPAIR)).toEqual({ pileId: 6301, symptom: '充电中断', description: '充电半小时后自动停止', photos: [], contactTime: '周末' })
  })
})
