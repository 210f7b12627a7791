// Users, tokens and point history. User 1 (车主小王, 13800138000) owns `dev-token`;
// `expired-token` belongs to user 1 but is past its expiry (answers status 601);
// `dev-token-2` is user 2, for checks that one user cannot touch another's data; `dev-token-7`
// is user 7 (成都胖虎), a second user with no team for the Team PK flows (joins user 2's team).
import type { Db, UserRow } from '../state/db'
import { days, iso } from '../core/time'
import { img } from './img'

type Row = [id: number, name: string, mobile: string, point: number, intro: string, vehicleTypeId: number | null, official?: boolean]

const rows: Row[] = [
  [1, '车主小王', '13800138000', 2680, '星驰 S7 车主，周末爱自驾。', 1],
  [2, '小李爱自驾', '13900139000', 850, '远航 L6 带娃出游中。', 3],
  [3, '星驰官方', '13700137000', 0, '星驰汽车官方账号', null, true],
  [4, '电车老张', '13600136000', 12030, '五年电车老司机，充电攻略分享。', 2],
  [5, '露营的阿May', '15800158000', 460, '带着远航去露营。', 4],
  [6, '杭州小陈', '18600186000', 1200, '云境 X5 车主，杭州。', 7],
  [7, '成都胖虎', '17700177000', 300, '轻风 Mini 城市代步。', 5],
  [8, '旷野追风', '19900199000', 7200, '越野爱好者，等待旷野 T9 提车。', 9],
]

export function seedUsers(): UserRow[] {
  return rows.map(([accountId, displayName, mobile, point, intro, vehicleTypeId, official]) => ({
    accountId,
    memberSystemId: 100000 + accountId,
    pointSystemId: 200000 + accountId,
    mobile,
    displayName,
    avatarUrl: img('avatars', `user-${accountId}`, displayName.slice(0, 1)),
    point,
    intro,
    isOfficial: official ?? false,
    vehicleTypeId,
    followNum: (accountId * 13) % 80,
    fansNum: official ? 125000 : (accountId * 97) % 600,
    inviteCode: `XC${String(accountId).padStart(6, '0')}`,
  }))
}

export const DEV_TOKEN = 'dev-token'
export const DEV_TOKEN_2 = 'dev-token-2'
export const DEV_TOKEN_7 = 'dev-token-7'
export const EXPIRED_TOKEN = 'expired-token'

export function seedTokens(now: number): Db['tokens'] {
  return {
    [DEV_TOKEN]: { accountId: 1, expiresAt: null },
    [DEV_TOKEN_2]: { accountId: 2, expiresAt: null },
    [DEV_TOKEN_7]: { accountId: 7, expiresAt: null },
    [EXPIRED_TOKEN]: { accountId: 1, expiresAt: now - days(1) },
  }
}

export function seedPointRecords(now: number): Db['pointRecords'] {
  const reasons: [string, number][] = [
    ['每日签到', 10], ['发布动态', 20], ['积分商城兑换', -300], ['邀请好友注册', 200], ['评论被设为精选', 50], ['购车积分', 2000],
  ]
  let id = 0
  return [1, 2, 4].flatMap((accountId) => {
    let balance = 0
    return reasons.map(([reason, change], i) => {
      balance += change
      id += 1
      return { id, accountId, change, balance, reason, createdAt: iso(now - days(30 - i * 4)) }
    })
  })
}
