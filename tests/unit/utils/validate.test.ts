import { isPhone, phoneError, smsCodeError } from '@/utils/validate'

describe('phone pattern (spec §5): 11 digits, 1 then 3-9', () => {
  it.each(['13000000000', '13912345678', '15012345678', '19999999999', '14700000000'])('accepts %s', (p) => {
    expect(isPhone(p)).toBe(true)
  })
  it.each(['12012345678', '11012345678', '10012345678', '1391234567', '139123456789', '23912345678', '1391234567a', ''])(
    'rejects %p',
    (p) => expect(isPhone(p)).toBe(false),
  )
  it('gives a clear Chinese message', () => {
    expect(phoneError('')).toBe('请输入手机号')
    expect(phoneError('  ')).toBe('请输入手机号')
    expect(phoneError('12345')).toBe('请输入正确的手机号（11位，以1开头，第二位为3-9）')
    expect(phoneError('12012345678')).toBe('请输入正确的手机号（11位，以1开头，第二位为3-9）')
    expect(phoneError('13912345678')).toBe('')
  })
  it('checks the SMS code: 6 digits', () => {
    expect(smsCodeError('')).toBe('请输入验证码')
    expect(smsCodeError('12345')).toBe('请输入6位数字验证码')
    expect(smsCodeError('12345a')).toBe('请输入6位数字验证码')
    expect(smsCodeError('123456')).toBe('')
  })
})
