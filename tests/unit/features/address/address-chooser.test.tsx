import { useState } from 'react'
import { setToken, clearSession } from '@/core/session'
import { listAddresses } from '@/entities/address/api'
import { AddressChooser } from '@/features/address/components/address-chooser'
import { click, renderInStore as render, text, waitFor } from '../../../support/ui'

jest.mock('@/entities/address/api', () => ({ listAddresses: jest.fn() }))
jest.mock('@tarojs/taro', () => jest.requireActual('../../../support/taro-page').taroPageMock())

const address = (id: number, isDefault: boolean) => ({
  id, receiverName: '王小明', mobile: '13800138000', provinceCode: '110000', provinceName: '北京市', cityCode: '110100', cityName: '北京市',
  districtCode: '110105', districtName: '朝阳区', detailAddress: `望京街 ${id} 号`, tag: '', isDefault,
})

function Chooser() {
  const [value, setValue] = useState<number>()
  return <AddressChooser value={value} onChange={setValue} />
}

beforeEach(() => setToken('dev-token'))
afterEach(() => {
  clearSession()
  jest.clearAllMocks()
})

test('the default address is chosen first (not the first listed), masked', async () => {
  ;(listAddresses as jest.Mock).mockResolvedValue([address(4, false), address(9, true)])
  const u = await render(Chooser)
  await waitFor(() => expect(u.queries.querySelector('[aria-checked="true"]')?.getAttribute('data-address-id')).toBe('9'))
  expect(text(u, '[data-address-id="9"]')).toContain('138****8000（默认）')
})

test('a failed read says so and reads again on 重新加载', async () => {
  ;(listAddresses as jest.Mock).mockRejectedValueOnce(new Error('网络异常')).mockResolvedValueOnce([address(1, true)])
  const u = await render(Chooser)
  await waitFor(() => expect(u.html()).toContain('收货地址加载失败'))
  click(u, '.address-chooser__retry')
  await waitFor(() => expect(u.queries.querySelector('[aria-checked="true"]')?.getAttribute('data-address-id')).toBe('1'))
})
