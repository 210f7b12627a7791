import { maskIdNumber, maskMobile, maskName } from '@/utils'

test('mobiles are masked in the middle; other text is left alone', () => {
  expect(maskMobile('13800138000')).toBe('138****8000')
  expect(maskMobile('138****8000')).toBe('138****8000')
  expect(maskMobile('1380013')).toBe('1380013')
  expect(maskMobile('')).toBe('')
})

test('ID numbers show the first 3 and last 4', () => {
  expect(maskIdNumber('11010519491231002X')).toBe('110***********002X')
  expect(maskIdNumber(' 440304199001011233 ')).toBe('440***********1233')
  // Too short to show anything safely: all stars.
  expect(maskIdNumber('1101051')).toBe('*******')
  expect(maskIdNumber('11010519')).toBe('110*0519')
  expect(maskIdNumber('')).toBe('')
})

test('names show the first character, and the last from three', () => {
  expect(maskName('王小明')).toBe('王*明')
  expect(maskName('欧阳娜娜')).toBe('欧**娜')
  expect(maskName('李四')).toBe('李*')
  expect(maskName('王')).toBe('*')
  expect(maskName('  ')).toBe('')
  expect(maskName('')).toBe('')
})
