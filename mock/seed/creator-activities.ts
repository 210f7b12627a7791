// Creator activities (calls for works) in every state, by their times against now
// (upcoming < startTime <= open < deadline <= judging < announceTime <= ended), and the rewards
// won. 702 is open with a participation gift (参与奖, physical: given on joining, so it needs an
// address); the dev user won 751 in 706 (address still to choose) and 752 in 707 (shipped).
import type { ActivityReward, MyReward } from '../../types/api/posts-creator'
import { days, hours, iso } from '../core/time'
import { img } from './img'

export interface CreatorActivityRow {
  id: number
  title: string
  theme: string
  cover: string
  startTime: string
  deadline: string
  announceTime: string
  rules: string[]
  rewards: ActivityReward[]
  /** Works others submitted (the dev server keeps only the dev user's works as rows). */
  entries: number
  winners: { rewardName: string; accountId: number; workTitle: string }[]
}

export type CreatorRewardRow = MyReward & { accountId: number }

/** The reward every participant gets on joining (when an activity has one). */
export const PARTICIPATION_REWARD = '参与奖'

const RULES = ['作品须为本人原创，图片不少于 1 张', '作品须通过审核后参与评选', '同一作品只能参加一个活动']

type Row = [
  id: number, title: string, theme: string, start: number, deadline: number, announce: number,
  rewards: [string, string, number][], entries: number, extraRule: string, winners: CreatorActivityRow['winners'],
]

const rows: Row[] = [
  [701, '星驰 S9 上市创意短片征集', '用 60 秒讲一个关于 S9 的故事', 5, 35, 45,
    [['一等奖', '星驰 S9 一年使用权', 1], ['优秀奖', '大疆 Osmo Pocket 3', 5]], 0, '视频作品请填写外部链接', []],
  [702, '我的冬季续航实测', '晒出你的冬季真实续航与用车心得', -10, 20, 30,
    [['一等奖', '华为 MatePad 11 英寸', 1], ['优秀奖', '星驰车载冰箱', 5], [PARTICIPATION_REWARD, '星驰定制保温杯', 500]], 86,
    '提交作品即得参与奖（保温杯，包邮到家，每人限一份）', []],
  [703, '露营季·带着星驰去看山海', '分享你的露营故事和装备清单', -20, 8, 18,
    [['一等奖', '牧高笛自动帐篷', 1], ['优秀奖', '户外折叠桌椅套装', 10]], 214, '带上话题「露营生活家」更容易被看到', []],
  [704, '用车小技巧征文', '一个让用车更轻松的小技巧', -3, 2, 9,
    [['优秀奖', '500 积分', 20]], 37, '文字不少于 100 字', []],
  [705, '国庆自驾游记', '国庆长假，你开着星驰去了哪里', -45, -5, 5,
    [['一等奖', '星驰 S7 周末试驾 + 酒店双人住宿', 1], ['优秀奖', '车载香氛礼盒', 10]], 362, '图文或视频均可，需包含行程路线', []],
  [706, '提车日记大赛', '记录你和爱车的第一天', -90, -60, -50,
    [['一等奖', '星驰 S7 1:18 合金车模', 1], ['二等奖', '星驰定制露营椅', 3]], 528, '须为本人提车照片', [
      { rewardName: '一等奖', accountId: 1, workTitle: '提车那天，全家都来了' },
      { rewardName: '二等奖', accountId: 4, workTitle: '第五辆电车，依然心动' },
      { rewardName: '二等奖', accountId: 6, workTitle: '云境 X5 提车记' },
      { rewardName: '二等奖', accountId: 7, workTitle: '我的第一辆车' },
    ]],
  [707, '充电攻略达人赛', '分享省时省钱的充电心得', -120, -95, -85,
    [['一等奖', '星驰家用充电桩（含安装）', 1], ['优秀奖', '车载香氛礼盒', 5]], 301, '需包含真实充电数据', [
      { rewardName: '一等奖', accountId: 4, workTitle: '一年 3 万公里的充电账本' },
      { rewardName: '优秀奖', accountId: 1, workTitle: '冬天怎么充电最省心' },
      { rewardName: '优秀奖', accountId: 2, workTitle: '带娃长途的充电节奏' },
    ]],
  [708, '春日踏青摄影赛', '拍下春天里的你和星驰', -200, -170, -160,
    [['一等奖', '索尼 ZV-E10 相机', 1], ['优秀奖', '星驰车模钥匙扣', 10]], 640, '照片须为原图，不得过度修图', [
      { rewardName: '一等奖', accountId: 5, workTitle: '油菜花田里的远航' },
      { rewardName: '优秀奖', accountId: 8, workTitle: '山野春色' },
    ]],
]

export function seedCreatorActivities(now: number): CreatorActivityRow[] {
  return rows.map(([id, title, theme, start, deadline, announce, rewards, entries, extraRule, winners]) => ({
    id, title, theme, entries, winners,
    cover: img('banners', `creator-activity-${id}`, title.slice(0, 8)),
    startTime: iso(now + days(start) - hours(id % 5)),
    deadline: iso(now + days(deadline)),
    announceTime: iso(now + days(announce)),
    rules: [...RULES, extraRule],
    rewards: rewards.map(([name, prize, count]) => ({ name, prize, count })),
  }))
}

export function seedCreatorRewards(): CreatorRewardRow[] {
  return [
    { id: 751, accountId: 1, activityId: 706, rewardName: '一等奖', prize: '星驰 S7 1:18 合金车模', state: 'choose', shipTo: null },
    {
      id: 752, accountId: 1, activityId: 707, rewardName: '优秀奖', prize: '车载香氛礼盒', state: 'shipped',
      shipTo: { addressId: 1, receiverName: '王小明', mobile: '138****8000', address: '北京市朝阳区望京街道阜通东大街 6 号院 3 号楼 1201' },
    },
    { id: 753, accountId: 4, activityId: 706, rewardName: '二等奖', prize: '星驰定制露营椅', state: 'choose', shipTo: null },
  ]
}
