// Reviews, coupons, user coupons, carts and addresses of the seed.
import type { Coupon } from '../../types/api/mall'
import type { Db } from '../state/db'
import { days, iso } from '../core/time'

const reviewTexts: [score: number, text: string, reply: string | null][] = [
  [5, '做工很扎实，和车内风格很搭，安装也方便。', '感谢您的认可，祝您用车愉快！'],
  [4, '物流很快，包装完好，就是颜色比图片略深一点。', null],
  [5, '第二次回购了，家里两台车都用上了。', '感谢回购，星驰一直在您身边。'],
  [3, '质量还行，价格稍微有点贵，等活动再买更划算。', '感谢反馈，车主节期间有限时优惠哦～'],
  [5, '门店核销很顺利，服务态度很好，推荐！', null],
  [4, '整体满意，积分抵扣很实用。', null],
]

export function seedReviews(now: number, itemIds: number[]): Db['reviews'] {
  const out: Db['reviews'] = []
  let id = 0
  itemIds.forEach((itemId, i) => {
    const n = i % 4 === 3 ? 0 : 2 + (i % 5)
    for (let k = 0; k < n; k++) {
      const [score, content, reply] = reviewTexts[(i + k) % reviewTexts.length]
      const userId = ((i + k) % 8) + 1
      const anonymous = (i + k) % 3 === 0
      id += 1
      out.push({
        id, itemId, userId, score, content, reply,
        userName: '', userAvatar: '', // filled from the user row by seed/index.ts
        thumbsUpNum: (id * 7) % 40,
        anonymousFlag: anonymous ? 1 : 0,
        createTime: iso(now - days(k * 3 + (i % 9)) - id * 60000),
      })
    }
  })
  return out
}

type CouponRow = [id: number, name: string, worthYuan: number, thresholdYuan: number, mode: 1 | 2, obtain: number, appType: number, applicability: string, total: number, fixed: boolean]

const couponRows: CouponRow[] = [
  [1, '车主节通用券', 20, 199, 1, -1, 1, '', 10000, true],
  [2, '精品满减券', 50, 499, 1, 1, 2, '11,12,13', 2000, true],
  [3, '服饰专享券', 30, 299, 1, 2, 2, '21', 500, false],
  [4, '充电桩安装立减券', 300, 2999, 1, 1, 3, '1019,1020', 100, true],
  [5, '新车主礼包券', 100, 0, 2, 1, 1, '', 5000, false],
  [6, '保养套餐券', 80, 399, 1, 3, 2, '41', 800, false],
  [7, '已领完的秒杀券', 10, 50, 1, 1, 1, '', 300, true],
]

export function seedCoupons(now: number): Coupon[] {
  return couponRows.map(([id, name, worth, threshold, receiveMode, obtainTimes, applicabilityType, applicability, total, fixed]) => {
    const balance = id === 7 ? 0 : Math.round(total * 0.6)
    return {
      id, name, status: 1,
      validityTimeType: fixed ? 1 : 2,
      validityStartTime: fixed ? iso(now - days(10)) : null,
      validityEndTime: fixed ? iso(now + days(50)) : null,
      validityTime: fixed ? 0 : 30,
      delayedTime: 0,
      validityUnit: 1,
      delayedValidityUnit: 1,
      description: `${threshold ? `满 ${threshold} 元减 ${worth} 元` : `无门槛立减 ${worth} 元`}，${
        applicabilityType === 1 ? '全场通用' : applicabilityType === 2 ? '限指定分类' : '限指定商品'
      }${receiveMode === 2 ? '，系统发放' : ''}。`,
      total, balance,
      usedNumber: Math.round((total - balance) * 0.5),
      expiredNumber: Math.round((total - balance) * 0.1),
      invalidNumber: 0,
      receiveMode, obtainTimes,
      worth: worth * 100, threshold: threshold * 100,
      applicability, applicabilityType,
    }
  })
}

export function seedUserCoupons(now: number): Db['userCoupons'] {
  const rows: [number, number, 1 | 2 | 3, number][] = [
    [1, 1, 1, 2], [1, 5, 1, 20], [1, 2, 2, 30], [1, 3, 3, 60], [2, 1, 1, 1], [4, 6, 1, 5],
  ]
  const received = rows.map(([accountId, couponId, status, ago], i) => ({
    userCouponId: i + 1, accountId, couponId, status,
    receivedAt: iso(now - days(ago)),
    validFrom: iso(now - days(ago)),
    validTo: iso(status === 3 ? now - days(ago - 30) : now + days(30)),
  }))
  // For the order confirm page, the dev user also holds a category coupon (服饰, 21) and one
  // that is not valid yet (from the day after tomorrow), next to the all-goods 1 and 2 above.
  return [
    ...received,
    { userCouponId: 7, accountId: 1, couponId: 3, status: 1, receivedAt: iso(now - days(1)), validFrom: iso(now - days(1)), validTo: iso(now + days(29)) },
    { userCouponId: 8, accountId: 1, couponId: 7, status: 1, receivedAt: iso(now - days(1)), validFrom: iso(now + days(2)), validTo: iso(now + days(32)) },
  ]
}

export function seedCart(now: number): Db['cart'] {
  const rows: [number, number, number, boolean][] = [
    [1, 100201, 1, true], [1, 100301, 2, true], [1, 101003, 1, false], [1, 102501, 1, true], [2, 100901, 1, true],
  ]
  return rows.map(([accountId, skuId, quantity, selected], i) => ({
    id: i + 1, accountId, vmId: 1, skuId, quantity, selected, createdAt: iso(now - days(i + 1)),
  }))
}

export function seedAddresses(): Db['addresses'] {
  return [
    { id: 1, accountId: 1, receiverName: '王小明', mobile: '13800138000', provinceCode: '110000', provinceName: '北京市', cityCode: '110100', cityName: '北京市', districtCode: '110105', districtName: '朝阳区', detailAddress: '望京街道阜通东大街 6 号院 3 号楼 1201', tag: '家', isDefault: true },
    { id: 2, accountId: 1, receiverName: '王小明', mobile: '13800138000', provinceCode: '110000', provinceName: '北京市', cityCode: '110100', cityName: '北京市', districtCode: '110108', districtName: '海淀区', detailAddress: '中关村软件园二期 8 号楼', tag: '公司', isDefault: false },
    { id: 3, accountId: 2, receiverName: '李娜', mobile: '13900139000', provinceCode: '440000', provinceName: '广东省', cityCode: '440300', cityName: '深圳市', districtCode: '440305', districtName: '南山区', detailAddress: '科技园南区 R2-B 栋', tag: '', isDefault: true },
  ]
}
