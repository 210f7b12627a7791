import { EMPTY_DRAFT, toBody, validateDraft, type TestDriveDraft } from '@/features/test-drive/draft'
import { bookableDays, slotOpen, TIME_SLOTS } from '@/features/test-drive/schedule'

// 2025-03-03 is a Monday; 10:30 local time.
const NOW = new Date(2025, 2, 3, 10, 30)
const CITY = { provinceCode: '440000', provinceName: '广东省', cityCode: '440100', cityName: '广州市' }
const FULL: TestDriveDraft = {
  vehicleTypeId: 2, city: CITY, dealerCode: 'EV-GZ-002', date: '2025-03-04', slot: '09:00-11:00', name: ' 王小明 ', mobile: '13912345678', remark: '',
}

test('an empty draft names every missing field in Chinese', () => {
  expect(validateDraft(EMPTY_DRAFT, NOW)).toEqual({
    vehicleTypeId: '请选择试驾车型',
    city: '请选择试驾城市',
    dealerCode: '请选择试驾门店',
    date: '请选择试驾日期',
    slot: '请选择试驾时间段',
    name: '请输入您的姓名',
    mobile: '请输入手机号',
  })
})

test('a complete draft is valid and becomes the booking body, the slot leading the remark', () => {
  expect(validateDraft(FULL, NOW)).toEqual({})
  expect(toBody(FULL)).toEqual({ name: '王小明', mobile: '13912345678', vehicleTypeId: 2, dealerCode: 'EV-GZ-002', expectDate: '2025-03-04', remark: '期望时段 09:00-11:00' })
  expect(toBody({ ...FULL, remark: ' 想试智驾 ' }).remark).toBe('期望时段 09:00-11:00；想试智驾')
})

test('phone numbers follow spec §5: 11 digits, 1 then 3-9', () => {
  for (const mobile of ['12345678901', '1391234567', '139123456789', '23912345678', 'abc']) {
    expect(validateDraft({ ...FULL, mobile }, NOW).mobile).toBe('请输入正确的手机号（11位，以1开头，第二位为3-9）')
  }
  expect(validateDraft({ ...FULL, mobile: '13012345678' }, NOW).mobile).toBeUndefined()
})

test('names are required and at most 20 characters; blanks do not count', () => {
  expect(validateDraft({ ...FULL, name: '   ' }, NOW).name).toBe('请输入您的姓名')
  expect(validateDraft({ ...FULL, name: '王'.repeat(21) }, NOW).name).toBe('姓名不能超过 20 个字')
  expect(validateDraft({ ...FULL, name: '王'.repeat(20) }, NOW).name).toBeUndefined()
})

test('a slot that has started (or starts within the hour) today is refused', () => {
  expect(validateDraft({ ...FULL, date: '2025-03-03', slot: '09:00-11:00' }, NOW).slot).toBe('这个时间段已过，请换一个')
  expect(validateDraft({ ...FULL, date: '2025-03-03', slot: '11:00-13:00' }, NOW).slot).toBe('这个时间段已过，请换一个')
  expect(validateDraft({ ...FULL, date: '2025-03-03', slot: '13:00-15:00' }, NOW).slot).toBeUndefined()
  expect(validateDraft({ ...FULL, slot: '08:00-09:00' }, NOW).slot).toBe('请选择试驾时间段')
})

test('bookable days start today: 今天, 明天, then weekdays with MM-DD', () => {
  const days = bookableDays(NOW, 4)
  expect(days).toEqual([
    { value: '2025-03-03', label: '今天', sub: '03-03' },
    { value: '2025-03-04', label: '明天', sub: '03-04' },
    { value: '2025-03-05', label: '周三', sub: '03-05' },
    { value: '2025-03-06', label: '周四', sub: '03-06' },
  ])
  expect(bookableDays(NOW)).toHaveLength(14)
})

test('slots open at least an hour ahead', () => {
  expect(TIME_SLOTS.filter((s) => slotOpen('2025-03-03', s, NOW))).toEqual(['13:00-15:00', '15:00-17:00', '17:00-19:00'])
  expect(TIME_SLOTS.every((s) => slotOpen('2025-03-04', s, NOW))).toBe(true)
})
