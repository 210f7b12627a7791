import {
  addAddress, deleteAddress, getDefaultShipAddress, listAddresses, setDefaultAddress, updateAddress,
} from '@/entities/address/api'
import { getDistricts, getRegionTree } from '@/entities/region/api'
import { setupApiServer } from '../support/api-server'

const api = setupApiServer()

const input = {
  receiverName: '李雷', mobile: '13912345678', provinceCode: '440000', cityCode: '440300', districtCode: '440305',
  detailAddress: '科技园南区 8 栋', tag: '公司', isDefault: false,
}

test('regions: provinces, children, one code, and the whole tree', async () => {
  const provinces = await getDistricts()
  expect(provinces.every((p) => p.level === 1)).toBe(true)
  const cities = await getDistricts({ parentCode: '440000' })
  expect(cities.map((c) => c.regionName)).toContain('深圳市')
  expect((await getDistricts({ districtCode: '440305' }))[0].regionName).toBe('南山区')
  const tree = await getRegionTree()
  expect(tree.map((p) => p.regionCode).sort()).toEqual(provinces.map((p) => p.regionCode).sort())
  expect(tree.find((p) => p.regionCode === '440000')?.children.find((c) => c.regionCode === '440300')?.children.length).toBeGreaterThan(0)
})

test('addresses: list default first, add, update, make default, delete', async () => {
  const before = await listAddresses()
  expect(before[0].isDefault).toBe(true)
  const added = await addAddress(input)
  expect(added).toMatchObject({ provinceName: '广东省', cityName: '深圳市', districtName: '南山区', isDefault: false })
  const updated = await updateAddress({ ...input, id: added.id, detailAddress: '科技园北区 2 栋' })
  expect(updated.detailAddress).toBe('科技园北区 2 栋')

  await setDefaultAddress(added.id)
  const list = await listAddresses()
  expect(list[0].id).toBe(added.id)
  expect(list.filter((a) => a.isDefault)).toHaveLength(1)
  expect(await getDefaultShipAddress()).toEqual({ id: added.id, provinceName: '广东省', cityName: '深圳市', cityCode: '440300', districtName: '南山区' })

  expect((await deleteAddress(added.id)).id).toBe(added.id)
  const after = await listAddresses()
  expect(after.some((a) => a.id === added.id)).toBe(false)
  expect(after.filter((a) => a.isDefault)).toHaveLength(1)
})

test('a district outside the chosen city is refused with the reason', async () => {
  await expect(addAddress({ ...input, districtCode: '110105' })).rejects.toMatchObject({ status: 400, message: '参数 districtCode 不属于所选城市' })
  expect(api.toasts).toEqual(['参数 districtCode 不属于所选城市'])
})

test('someone else\'s address cannot be made default', async () => {
  // Address 3 belongs to user 2.
  await expect(setDefaultAddress(3)).rejects.toMatchObject({ status: 404 })
})
