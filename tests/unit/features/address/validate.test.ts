import { EMPTY_DRAFT, regionText, toInput, validateDraft, type AddressDraft } from '@/features/address/validate'

const good: AddressDraft = {
  ...EMPTY_DRAFT,
  receiverName: ' 李雷 ',
  mobile: '13912345678',
  provinceCode: '440000', provinceName: '广东省',
  cityCode: '440300', cityName: '深圳市',
  districtCode: '440305', districtName: '南山区',
  detailAddress: '科技园 8 栋',
}

test('a complete draft has no errors and is sent trimmed', () => {
  expect(validateDraft(good)).toEqual({})
  expect(toInput(good)).toMatchObject({ receiverName: '李雷', provinceCode: '440000', districtCode: '440305', isDefault: false })
})

test('each bad field gets its Chinese message', () => {
  expect(validateDraft(EMPTY_DRAFT)).toEqual({
    receiverName: '请输入收货人姓名',
    mobile: '请输入手机号',
    region: '请选择所在地区（省、市、区）',
    detailAddress: '请填写详细地址（街道、门牌号等）',
  })
  expect(validateDraft({ ...good, mobile: '12345678901' }).mobile).toBe('请输入正确的手机号（11位，以1开头，第二位为3-9）')
  expect(validateDraft({ ...good, receiverName: '名'.repeat(21) }).receiverName).toBe('收货人姓名不能超过20个字')
  expect(validateDraft({ ...good, districtCode: '' }).region).toBeTruthy()
  expect(validateDraft({ ...good, detailAddress: '路'.repeat(101) }).detailAddress).toBe('详细地址不能超过100个字')
  expect(validateDraft({ ...good, tag: '标'.repeat(11) }).tag).toBe('标签不能超过10个字')
})

test('lists say a municipality once', () => {
  expect(regionText({ provinceName: '北京市', cityName: '北京市', districtName: '朝阳区' })).toBe('北京市 朝阳区')
  expect(regionText(good)).toBe('广东省 深圳市 南山区')
})
