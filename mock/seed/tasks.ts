// Tasks (daily sign-in SJ50001 in scene signInScene), medals and sign-in history.
// User 1 signed in on the last three days but not today, so a sign-in works after reset.
import type { TaskInfo } from '../../types/api/user'
import type { Db, MedalDef } from '../state/db'
import { addDays, chinaDay, days, iso } from '../core/time'
import { img } from './img'

export const SIGN_IN_EVENT = 'SJ50001'
export const SIGN_IN_SCENE = 'signInScene'
export const SIGN_IN_REWARD = 10
/** Extra points on every STREAK_DAYS-th consecutive day. */
export const STREAK_BONUS = 30
export const STREAK_DAYS = 7

export function seedTasks(): TaskInfo[] {
  return [
    {
      id: 1, taskName: '每日签到', sceneCode: SIGN_IN_SCENE, eventCode: SIGN_IN_EVENT, rewardPoint: SIGN_IN_REWARD,
      streak: { days: STREAK_DAYS, bonusPoint: STREAK_BONUS },
      taskRuleDesc: `1. 每日签到可获得 ${SIGN_IN_REWARD} 积分；\n2. 连续签到满 ${STREAK_DAYS} 天额外奖励 ${STREAK_BONUS} 积分；\n3. 每天仅可签到一次，断签后连续天数重新计算。`,
    },
    {
      id: 2, taskName: '分享资讯', sceneCode: 'shareScene', eventCode: 'FX50002', rewardPoint: 5,
      taskRuleDesc: '每日首次分享社区内容可获得 5 积分，每天最多 1 次。',
    },
    {
      id: 3, taskName: '发布动态', sceneCode: 'postScene', eventCode: 'FB50003', rewardPoint: 20,
      taskRuleDesc: '每日首次发布动态并通过审核可获得 20 积分。',
    },
  ]
}

export function seedSignIns(now: number): Db['signIns'] {
  const today = chinaDay(now)
  return {
    1: [-12, -11, -9, -3, -2, -1].map((d) => addDays(today, d)),
    2: [-1].map((d) => addDays(today, d)),
    4: [-6, -5, -4, -3, -2, -1].map((d) => addDays(today, d)),
  }
}

const medalRows: [number, string, string, string][] = [
  [1, '新车主', '完成车主认证', '身份'],
  [2, '签到达人', '累计签到 30 天', '活跃'],
  [3, '社区之星', '发布 10 篇动态', '社区'],
  [4, '千里之行', '累计行驶 1000 公里', '里程'],
  [5, '万里之行', '累计行驶 10000 公里', '里程'],
  [6, '推荐官', '成功推荐 1 位好友购车', '邀请'],
  [7, '露营玩家', '参加一次官方露营活动', '活动'],
  [8, '早鸟', '首批提车车主', '身份'],
]

export function seedMedals(): MedalDef[] {
  return medalRows.map(([id, name, description, category]) => ({
    id, name, description, category, icon: img('medals', `medal-${id}`, name),
  }))
}

export function seedUserMedals(now: number): Db['userMedals'] {
  const own: [number, number[]][] = [[1, [1, 2, 4, 6]], [2, [1, 4]], [4, [1, 2, 3, 4, 5, 8]], [5, [1, 7]]]
  return own.flatMap(([accountId, ids]) => ids.map((medalId, i) => ({ accountId, medalId, obtainedAt: iso(now - days(200 - i * 30)) })))
}
