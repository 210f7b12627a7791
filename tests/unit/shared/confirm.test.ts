import Taro from '@tarojs/taro'
import { confirmAction, confirmDestructive } from '@/shared/confirm'
import { TOKEN_COLOURS } from '@/styles/colours'

const ask = { title: '删除车辆', content: '确定删除吗？', confirmText: '删除' }

afterEach(() => jest.restoreAllMocks())

test('shows the system dialog with the danger colour and answers the choice', async () => {
  const modal = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false, errMsg: 'showModal:ok' })
  await expect(confirmDestructive(ask)).resolves.toBe(true)
  expect(modal).toHaveBeenCalledWith({ ...ask, cancelText: '取消', confirmColor: TOKEN_COLOURS.danger })
  modal.mockResolvedValue({ confirm: false, cancel: true, errMsg: 'showModal:ok' })
  await expect(confirmDestructive({ ...ask, cancelText: '再想想' })).resolves.toBe(false)
  expect(modal).toHaveBeenLastCalledWith(expect.objectContaining({ cancelText: '再想想' }))
})

test('a dialog that cannot open counts as no', async () => {
  jest.spyOn(Taro, 'showModal').mockRejectedValue(new Error('showModal:fail'))
  await expect(confirmDestructive(ask)).resolves.toBe(false)
})

test('a binding step that destroys nothing asks in the brand colour', async () => {
  const modal = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false, errMsg: 'showModal:ok' })
  const sign = { title: '签署合伙人协议', content: '确认签署吗？', confirmText: '签署' }
  await expect(confirmAction(sign)).resolves.toBe(true)
  expect(modal).toHaveBeenCalledWith({ ...sign, cancelText: '取消', confirmColor: TOKEN_COLOURS.brand })
})
