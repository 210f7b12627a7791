import Taro from '@tarojs/taro'
import { saveToAlbum } from '@/shared/poster/album'

const save = jest.spyOn(Taro, 'saveImageToPhotosAlbum')
const modal = jest.spyOn(Taro, 'showModal')
const setting = jest.spyOn(Taro, 'openSetting')
const toast = jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'ok' } as never)

beforeEach(() => jest.clearAllMocks())

test('saved: says so', async () => {
  save.mockResolvedValueOnce({ errMsg: 'ok' } as never)
  await expect(saveToAlbum('wxfile://poster.png')).resolves.toBe(true)
  expect(save).toHaveBeenCalledWith({ filePath: 'wxfile://poster.png' })
  expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '已保存到相册' }))
})

test('refused: a modal explains and leads to the settings; allowed there, it saves at once', async () => {
  save.mockRejectedValueOnce({ errMsg: 'saveImageToPhotosAlbum:fail auth deny' }).mockResolvedValueOnce({ errMsg: 'ok' } as never)
  modal.mockResolvedValueOnce({ confirm: true, cancel: false } as never)
  setting.mockResolvedValueOnce({ authSetting: { 'scope.writePhotosAlbum': true } } as never)
  await expect(saveToAlbum('p.png')).resolves.toBe(true)
  expect(modal).toHaveBeenCalledWith(expect.objectContaining({ title: '需要相册权限', confirmText: '去设置' }))
  expect(save).toHaveBeenCalledTimes(2)
})

test('refused, and not allowed in the settings either: nothing more', async () => {
  save.mockRejectedValue({ errMsg: 'saveImageToPhotosAlbum:fail auth deny' })
  modal.mockResolvedValueOnce({ confirm: true, cancel: false } as never)
  setting.mockResolvedValueOnce({ authSetting: {} } as never)
  await expect(saveToAlbum('p.png')).resolves.toBe(false)
  expect(save).toHaveBeenCalledTimes(1)
  modal.mockResolvedValueOnce({ confirm: false, cancel: true } as never)
  await expect(saveToAlbum('p.png')).resolves.toBe(false)
  expect(setting).toHaveBeenCalledTimes(1)
  save.mockReset()
})

test("WeChat's privacy authorization refused: told what saving needs, no settings page (it cannot help)", async () => {
  save.mockRejectedValueOnce({ errMsg: 'saveImageToPhotosAlbum:fail privacy permission is not authorized', errno: 104 })
  await expect(saveToAlbum('p.png')).resolves.toBe(false)
  expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '需要相册权限才能保存海报，请再次保存并同意隐私保护提示' }))
  expect(modal).not.toHaveBeenCalled()
  expect(setting).not.toHaveBeenCalled()
})

test('another failure is a toast; cancelling is silent', async () => {
  save.mockRejectedValueOnce({ errMsg: 'saveImageToPhotosAlbum:fail file not exists' })
  await expect(saveToAlbum('p.png')).resolves.toBe(false)
  expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '保存失败，请稍后重试' }))
  toast.mockClear()
  save.mockRejectedValueOnce({ errMsg: 'saveImageToPhotosAlbum:fail cancel' })
  await expect(saveToAlbum('p.png')).resolves.toBe(false)
  expect(toast).not.toHaveBeenCalled()
  expect(modal).not.toHaveBeenCalled()
})
