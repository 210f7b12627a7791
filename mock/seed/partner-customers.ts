// The customers partners referred: full name and mobile kept here, masked in every answer.
// The dev user has 25 across the three stages (9 lead, 9 testDrive, 7 purchase: 7 deals make
// them 银牌), spread over half a year; user 4 has 17 (never in the dev user's list). A lead a
// friend leaves through a partner's scene adds a row at stage lead, and the dealer system (an
// admin route) moves rows on: mock/routes/user/partner-credit.ts.
import type { CustomerStage } from '../../types/api/user-partner'
import { days, iso } from '../core/time'

export interface PartnerCustomerRow {
  id: number
  /** The partner (account id) the customer is credited to. */
  partnerId: number
  name: string
  mobile: string
  vehicleTypeId: number
  cityCode: string
  stage: CustomerStage
  createdAt: string
  updatedAt: string
}

type Row = [name: string, mobile: string, vehicleTypeId: number, cityCode: string, stage: CustomerStage, createdDaysAgo: number, updatedDaysAgo: number]

// Oldest last; a customer who went further was updated later than they were created.
const MINE: Row[] = [
  ['刘子洋', '13811112345', 2, '110100', 'testDrive', 6, 0.1],
  ['赵婉婷', '13922223456', 1, '110100', 'purchase', 20, 1.5],
  ['孙悦', '15033334567', 7, '110100', 'lead', 4, 4],
  ['周俊杰', '18644445678', 3, '320500', 'testDrive', 14, 9],
  ['李思远', '13755556789', 8, '110100', 'lead', 11, 11],
  ['吴晓芳', '13666667890', 4, '110100', 'purchase', 45, 23],
  ['马腾飞', '15177778901', 9, '310100', 'lead', 18, 18],
  ['郑浩宇', '13588889012', 2, '110100', 'testDrive', 40, 37],
  ['何雨桐', '17699990123', 5, '110100', 'lead', 27, 27],
  ['冯建华', '13810102020', 3, '110100', 'purchase', 80, 52],
  ['陈默', '13920203030', 1, '110100', 'purchase', 95, 70],
  ['高志强', '15830304040', 6, '330100', 'testDrive', 60, 58],
  ['林小雨', '18740405050', 7, '110100', 'lead', 63, 63],
  ['黄磊', '13650506060', 8, '110100', 'testDrive', 77, 72],
  ['罗佳琪', '13760607070', 4, '440300', 'lead', 85, 85],
  ['褚明亮', '13870708080', 2, '110100', 'purchase', 140, 120],
  ['卫琳', '15980809090', 1, '110100', 'purchase', 160, 150],
  ['蒋文博', '18690901010', 3, '110100', 'testDrive', 110, 104],
  ['沈梦洁', '13501012121', 5, '310100', 'lead', 118, 118],
  ['韩冬', '13702023232', 9, '110100', 'testDrive', 130, 126],
  ['杨雪', '13803034343', 7, '110100', 'lead', 137, 137],
  ['朱一鸣', '15904045454', 6, '110100', 'testDrive', 150, 144],
  ['秦雅', '18805056565', 8, '320100', 'lead', 163, 163],
  ['尤嘉诚', '13906067676', 4, '110100', 'purchase', 178, 176],
  ['许安然', '13607078787', 2, '110100', 'testDrive', 182, 179],
]

// User 4's: 15 deals (金牌) over a year in Shenzhen and Guangzhou, one test drive, one lead.
const SURNAMES = '黄邓曾梁谢叶苏潘杜钟蔡汪田任姜'
const OTHERS: Row[] = [
  ...[...SURNAMES].map((s, i): Row => [`${s}${i % 2 ? '志伟' : '晓东'}`, `136${String(10000000 + i * 7919).slice(0, 8)}`, 1 + (i % 9), i % 3 ? '440300' : '440100', 'purchase', 30 + i * 22, 3 + i * 20]),
  ['邓丽', '13522334455', 7, '440300', 'testDrive', 12, 8],
  ['曾凡', '15833445566', 5, '440100', 'lead', 5, 5],
]

export function seedPartnerCustomers(now: number): PartnerCustomerRow[] {
  const rows = (list: Row[], partnerId: number, firstId: number) =>
    list.map(([name, mobile, vehicleTypeId, cityCode, stage, created, updated], i) => ({
      id: firstId + i, partnerId, name, mobile, vehicleTypeId, cityCode, stage, createdAt: iso(now - days(created)), updatedAt: iso(now - days(updated)),
    }))
  return [...rows(MINE, 1, 8101), ...rows(OTHERS, 4, 8181)]
}
