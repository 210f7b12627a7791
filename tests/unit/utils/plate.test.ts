import { normalizePlate, plateError } from '@/utils/plate'

test('ordinary 7-character plates pass', () => {
  expect(plateError('京A12345')).toBe('')
  expect(plateError('沪C8K2M7')).toBe('')
  expect(plateError('琼B0000Z')).toBe('')
})

test('8-character new-energy plates pass with D or F in their place', () => {
  expect(plateError('粤BD12345')).toBe('')
  expect(plateError('粤BFA1234')).toBe('')
  expect(plateError('苏E12345D')).toBe('')
  expect(plateError('浙A12345F')).toBe('')
  // An 8th character that is not the new-energy mark, or D/F in neither place.
  expect(plateError('粤BA12345')).toBe('车牌号格式不正确')
  expect(plateError('粤B12345X')).toBe('车牌号格式不正确')
  expect(plateError('粤BDAA345')).toBe('车牌号格式不正确')
})

test('lower-case letters are upper-cased, blanks and the separator dot dropped', () => {
  expect(normalizePlate(' 粤b·d12345 ')).toBe('粤BD12345')
  expect(plateError('京a12345')).toBe('')
  expect(plateError('粤b d12345')).toBe('')
})

test('a wrong province, too short, too long, I or O are refused', () => {
  expect(plateError('港A12345')).toBe('车牌号格式不正确')
  expect(plateError('AA12345')).toBe('车牌号格式不正确')
  expect(plateError('京A1234')).toBe('车牌号格式不正确')
  expect(plateError('京A1234567')).toBe('车牌号格式不正确')
  expect(plateError('京I12345')).toBe('车牌号格式不正确')
  expect(plateError('京AO1234')).toBe('车牌号格式不正确')
})

test('nothing typed asks for the plate', () => {
  expect(plateError('')).toBe('请输入车牌号')
  expect(plateError('  ')).toBe('请输入车牌号')
})
