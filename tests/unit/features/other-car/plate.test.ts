import { PLATE_PATTERN } from '@api/other-car'
import { formatPlate, normalisePlate, plateError, PROVINCES } from '@/features/other-car/plate'

test('the 31 province abbreviations, each once', () => {
  expect([...PROVINCES]).toHaveLength(31)
  expect(new Set(PROVINCES).size).toBe(31)
})

test.each([
  ['粤B12345', '粤B12345'],
  ['粤b·12345', '粤B12345'],
  [' 沪 A 6n9h2 ', '沪A6N9H2'],
  ['京A-D12345', '京AD12345'],
  ['浙ａ８ｋ２ｍ６', '浙A8K2M6'],
])('%s is sent as %s', (typed, sent) => {
  expect(normalisePlate(typed)).toBe(sent)
})

test('plates show with the middle dot', () => {
  expect(formatPlate('粤B12345')).toBe('粤B·12345')
  expect(formatPlate('粤bd12345')).toBe('粤B·D12345')
})

test.each([
  '粤B12345', '京AD12345', '京ADF1234', '沪A12345F', '浙A8K2M6', '粤b·d67890', '川Z 9Q8R7', '琼A12345', '藏E12A45',
])('%s is a valid plate', (plate) => {
  expect(plateError(plate)).toBeUndefined()
})

test.each([
  ['', '请输入车牌号'],
  ['  · ', '请输入车牌号'],
  ['港B12345', '车牌省份简称不正确'],
  ['AB12345', '车牌省份简称不正确'],
  ['粤B1234', '车牌号应为 7 位，新能源 8 位'],
  ['粤B123456789', '车牌号应为 7 位，新能源 8 位'],
  ['粤B12#45', '车牌号除省份外只能是字母和数字'],
  ['粤B12O45', '车牌号不能包含字母 I 和 O'],
  ['粤I12345', '车牌号不能包含字母 I 和 O'],
  ['粤b1i345', '车牌号不能包含字母 I 和 O'],
  ['粤112345', '车牌第 2 位应为发牌机关字母'],
  ['粤BDA12C4', '小型新能源车牌末 4 位应为数字'],
  ['粤B1A345D', '大型新能源车牌 D、F 前应为 5 位数字'],
  ['粤B123456', '新能源车牌第 3 位（小型车）或末位（大型车）应为 D 或 F'],
])('%s: %s', (plate, message) => {
  expect(plateError(plate)).toBe(message)
})

test('the app\'s rule and the server\'s pattern agree on every plate', () => {
  const pattern = new RegExp(PLATE_PATTERN)
  const samples = ['粤B12345', '京AD12345', '京ADF1234', '沪A12345F', '粤I12345', '粤BDA12C4', '粤B123456', '港B12345', '粤112345', '粤B1234', '京AF12345', '京A1234D5']
  // And a few hundred generated ones: province or not, office letter or not, 5 or 6 characters.
  const chars = 'ABDFIO0123456789'
  let seed = 7
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648
  for (let i = 0; i < 400; i++) {
    const head = next() < 0.9 ? PROVINCES[Math.floor(next() * 31)] : '港'
    const length = next() < 0.5 ? 6 : 7
    samples.push(head + Array.from({ length }, () => chars[Math.floor(next() * chars.length)]).join(''))
  }
  for (const plate of samples) expect([plate, plateError(plate) === undefined]).toEqual([plate, pattern.test(normalisePlate(plate))])
})
