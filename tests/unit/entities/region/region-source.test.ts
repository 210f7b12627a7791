import type { RegionNode } from '@api/user2'
import { getDistricts, getRegionTree } from '@/entities/region/api'
import { regionChildren } from '@/entities/region'

jest.mock('@/entities/region/api', () => ({ getRegionTree: jest.fn(), getDistricts: jest.fn() }))
const tree = jest.mocked(getRegionTree)
const districts = jest.mocked(getDistricts)

const node = (regionCode: string, regionName: string, parentCode: string, level: number, children: RegionNode[] = []): RegionNode => ({
  regionCode, regionName, parentCode, level, letter: 'A', hot: false, latitude: 0, longitude: 0, children,
})

beforeEach(() => jest.resetAllMocks())

test('columns come from the tree, read once through the data cache', async () => {
  tree.mockResolvedValue([node('440000', '广东省', '0', 1, [node('440300', '深圳市', '440000', 2, [node('440305', '南山区', '440300', 3)])])])
  expect((await regionChildren('0')).map((r) => r.regionName)).toEqual(['广东省'])
  expect((await regionChildren('440000')).map((r) => r.regionName)).toEqual(['深圳市'])
  const [district] = await regionChildren('440300')
  expect(district.regionName).toBe('南山区')
  expect(district).not.toHaveProperty('children')
  expect(await regionChildren('999999')).toEqual([])
  expect(tree).toHaveBeenCalledTimes(1)
  expect(districts).not.toHaveBeenCalled()
})

test('when the tree fails, each level comes from the district lookup, and the tree is tried again later', async () => {
  tree.mockRejectedValueOnce(new Error('服务器端错误'))
  districts.mockResolvedValue([node('110000', '北京市', '0', 1)])
  expect((await regionChildren('0')).map((r) => r.regionName)).toEqual(['北京市'])
  expect(districts).toHaveBeenLastCalledWith({})
  tree.mockRejectedValueOnce(new Error('服务器端错误'))
  await regionChildren('110000')
  expect(districts).toHaveBeenLastCalledWith({ parentCode: '110000' })
  expect(tree).toHaveBeenCalledTimes(2)
})
