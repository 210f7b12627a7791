import { pickFailedText } from '@/shared/upload'
import { isPrivacyRefusal } from '@/utils'

const PRIVACY = { errMsg: 'chooseMedia:fail privacy permission is not authorized', errno: 104 }

test("a refused privacy authorization says what choosing needs and that the next tap asks again", () => {
  expect(pickFailedText(PRIVACY)).toBe('需要使用相册和相机才能选择图片。再次点击后，在隐私保护提示中选择“同意”即可')
  expect(pickFailedText({ errno: 104 }, '视频')).toBe('需要使用相册和相机才能选择视频。再次点击后，在隐私保护提示中选择“同意”即可')
})

test('any other failure points to the permissions', () => {
  expect(pickFailedText({ errMsg: 'chooseMedia:fail auth deny' })).toBe('无法打开相册或相机，请检查权限后重试')
  expect(pickFailedText(new Error('x'))).toBe('无法打开相册或相机，请检查权限后重试')
})

test('the refusal is told by errno 104 or by its message', () => {
  expect([PRIVACY, { errno: 104 }, { errMsg: 'getLocation:fail privacy permission is not authorized' }].map(isPrivacyRefusal)).toEqual([true, true, true])
  expect([{ errMsg: 'getLocation:fail auth deny' }, { errno: 103 }, undefined, null, 'x'].map(isPrivacyRefusal)).toEqual([false, false, false, false, false])
})
