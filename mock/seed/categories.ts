// Front categories of mall 1 (vmId 1): four roots with children.
import type { Category } from '../../types/api/mall'
import { img } from './img'

const tree: [number, string, [number, string][]][] = [
  [1, '车载精品', [[11, '脚垫座套'], [12, '车载香氛'], [13, '车载电子']]],
  [2, '生活周边', [[21, '服饰箱包'], [22, '车模收藏'], [23, '户外露营']]],
  [3, '充电服务', [[31, '家用充电桩'], [32, '充电卡券']]],
  [4, '养车服务', [[41, '保养套餐'], [42, '洗车美容']]],
]

export function seedCategories(): Category[] {
  return tree.flatMap(([id, name, children], i) => [
    { id, name, parentId: 0, level: 1, image: img('icons', `cat-${id}`, name), sort: i + 1 },
    ...children.map(([cid, cname], j) => ({
      id: cid, name: cname, parentId: id, level: 2, image: img('icons', `cat-${cid}`, cname), sort: j + 1,
    })),
  ])
}

export const VM_ID = 1
