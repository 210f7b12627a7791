import Taro from '@tarojs/taro'
import { copyText } from '@/shared/clipboard'

describe('clipboard with the editable-modal fall-back (spec §8)', () => {
  afterEach(() => jest.restoreAllMocks())

  it('copies and says so', async () => {
    const set = jest.spyOn(Taro, 'setClipboardData').mockImplementation((() => Promise.resolve({})) as never)
    const toast = jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve({})) as never)
    await expect(copyText('ABC123')).resolves.toBe(true)
    expect(set).toHaveBeenCalledWith({ data: 'ABC123' })
    expect(toast).toHaveBeenCalledWith({ title: '已复制', icon: 'none', duration: 1500 })
  })

  it('on failure opens an editable modal showing the text', async () => {
    jest.spyOn(Taro, 'setClipboardData').mockImplementation((() => Promise.reject(new Error('denied'))) as never)
    const modal = jest.spyOn(Taro, 'showModal').mockImplementation((() => Promise.resolve({ confirm: true })) as never)
    await expect(copyText('ABC123')).resolves.toBe(false)
    expect(modal).toHaveBeenCalledWith(expect.objectContaining({ content: 'ABC123', editable: true, title: '复制失败，请长按手动复制' }))
  })
})
