// The dev user's works in every state (a draft, a withdrawn one, a rejected work sent again as
// version 2), and 60 days of their daily statistics. The
// statistics come from a fixed formula of the day (no randomness), so a test can work out the
// sums the data centre must show from `creatorDailyStats(now)` alone.
import type { DailyStat, WorkState, WorkVideo } from '../../types/api/posts-creator'
import { addDays, chinaDay, days, hours, iso } from '../core/time'
import { img } from './img'

export interface CreatorWorkRow {
  id: number
  accountId: number
  title: string
  text: string
  images: string[]
  /** A video work's file and cover (none in the seed rows). */
  video?: WorkVideo | null
  topicId: number | null
  link: string | null
  activityId: number | null
  state: WorkState
  rejectReason: string | null
  contentId: number | null
  /** The rejected work this one replaces (sent again), and which version of the work it is. */
  previousId: number | null
  version: number
  views: number
  likes: number
  comments: number
  createdAt: string
  reviewedAt: string | null
}

type Row = [
  id: number, title: string, text: string, images: number, topicId: number | null, link: string | null, activityId: number | null,
  state: WorkState, reason: string | null, contentId: number | null, daysAgo: number, views: number,
]

const rows: Row[] = [
  [801, '雪后的长城脚下', '下过雪的慕田峪，S7 停在山脚，热泵空调开着一点都不冷。', 4, 2, null, 703, 'reviewing', null, null, 0.2, 0],
  [802, '带娃露营装备清单', '两大一小三天两夜，后备厢和前备厢怎么装，清单都在这里。', 3, 3, null, null, 'reviewing', null, null, 1, 0],
  [803, '冬季续航打几折？', '北京零下 8 度通勤一周的真实数据，附充电记录。', 2, 5, 'https://www.bilibili.com/video/BV1xc4y1S7w8', null, 'reviewing', null, null, 2, 0],
  [804, '提车三个月的真实感受', '优点缺点都说说，智驾、空间、能耗一次讲清楚。', 6, 1, null, null, 'published', null, null, 4, 18230],
  [805, '湖边的星空露营', '远离城市灯光，外放电煮一锅火锅，抬头就是银河。', 5, 3, null, 703, 'published', null, null, 6, 9412],
  [806, '国庆自驾川西 3000 公里', '成都出发，经康定、新都桥到稻城，全程充电攻略。', 9, 2, 'https://www.douyin.com/video/7301234567890', 705, 'published', null, null, 35, 26840],
  [807, '第一次用 V2L 外放电', '给露营灯和电饭煲供电，效果很好。', 2, 5, null, null, 'published', null, 114, 40, 7320],
  [808, '周末去怀柔', '秋天的怀柔真美，S7 的底盘过弯很稳。', 2, 2, null, null, 'published', null, 106, 48, 5218],
  [809, '给新车贴了隐形车衣', '选了 TPU 材质，两天施工，效果满意。', 2, 4, null, null, 'published', null, 121, 55, 4105],
  [810, '冬天怎么充电最省心', '预约充电、电池预热、谷电时段，三招让冬天充电不再排队。', 3, 5, null, 707, 'published', null, null, 100, 15360],
  [811, '提车那天，全家都来了', '等了 45 天，星云灰终于到手，女儿说这是她的新房间。', 4, 1, null, 706, 'published', null, null, 70, 21075],
  [812, '终于提车啦！', '等了 45 天，星驰 S7 星云灰终于到手，续航表显 700+，开心！', 3, 1, null, null, 'published', null, 101, 75, 12990],
  [813, '城市通勤一周花多少电费', '每天 46 公里，家充谷电，一周电费不到 20 元。', 1, 5, null, null, 'published', null, null, 21, 6688],
  [814, '车内小物收纳分享', '扶手箱、门板、前备厢，七件好物让车里清清爽爽。', 6, 4, null, null, 'published', null, null, 14, 3950],
  [815, '雨夜高速辅助驾驶体验', '京承高速 80 公里，雨夜里辅助驾驶的表现超出预期。', 1, null, 'https://www.xiaohongshu.com/explore/64f0a1b2c3d4', null, 'published', null, null, 9, 8804],
  [816, '后备厢能装下一辆自行车吗', '实测：放倒后排，27.5 寸山地车不拆前轮也能放进去。', 3, 4, null, null, 'published', null, null, 27, 2760],
  [817, '加微信领改装优惠', '改装店优惠，感兴趣的朋友私信我。', 1, null, null, null, 'rejected', '内容含导流信息，请删除联系方式后重新提交', null, 12, 0],
  [818, '随手拍', '今天天气不错。', 1, null, null, null, 'rejected', '内容过于简短，请补充作品的文字说明（不少于 20 字）', null, 17, 0],
  [819, '川西自驾路书（未完成）', '第一天：成都到康定，300 公里，途经雅安。', 1, 2, null, null, 'draft', null, null, 0.5, 0],
  [820, '冬季续航打几折', '北京零下 8 度通勤一周。', 1, 5, null, null, 'rejected', '数据缺少出处，请补充测试条件和充电记录', null, 5, 0],
  [821, '老款车机升级记录', '升级了新版车机系统，界面更流畅。', 1, 4, null, null, 'withdrawn', null, null, 30, 1860],
]

/** 803 is the second version of 820: rejected, then sent again with the data asked for. */
const VERSIONS: Record<number, number> = { 803: 820 }

export function seedCreatorWorks(now: number): CreatorWorkRow[] {
  const at = (daysAgo: number, id: number) => now - days(Math.floor(daysAgo)) - hours(Math.round((daysAgo % 1) * 24) + (id % 7))
  return rows.map(([id, title, text, images, topicId, link, activityId, state, rejectReason, contentId, daysAgo, views]) => ({
    id, accountId: 1, title, text, topicId, link, activityId, state, rejectReason, contentId, views,
    previousId: VERSIONS[id] ?? null,
    version: VERSIONS[id] ? 2 : 1,
    images: Array.from({ length: images }, (_, n) => img('covers', `work-${id}-${n + 1}`, `${title.slice(0, 6)} ${n + 1}`)),
    likes: Math.round(views * (0.06 + (id % 5) / 100)),
    comments: Math.round(views * (0.01 + (id % 3) / 200)),
    createdAt: iso(at(daysAgo, id)),
    // The editors decide within a day; a draft or a work under review is not decided yet.
    reviewedAt: state === 'draft' || state === 'reviewing' ? null : iso(Math.min(now, at(daysAgo, id) + hours(20))),
  }))
}

/** The days the data centre can show: 30 current and 30 before them. */
export const STAT_HISTORY_DAYS = 60
/** A work went viral this many days before today: the spike in the charts. */
const SPIKE_DAYS_AGO = 12

/**
 * The dev user's daily statistics: the STAT_HISTORY_DAYS days up to yesterday (China time),
 * oldest first. A slow upward trend, weekends higher, a fixed ripple and one viral day.
 */
export function creatorDailyStats(now: number): DailyStat[] {
  const today = chinaDay(now)
  return Array.from({ length: STAT_HISTORY_DAYS }, (_, i) => {
    const ago = STAT_HISTORY_DAYS - i
    const date = addDays(today, -ago)
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay()
    const weekend = weekday === 0 || weekday === 6 ? 1.45 : 1
    const spike = ago === SPIKE_DAYS_AGO ? 3.2 : ago === SPIKE_DAYS_AGO - 1 ? 1.8 : 1
    const ripple = ((i * 37) % 23) - 11
    const views = Math.round((620 + i * 9 + ripple * 14) * weekend * spike)
    return {
      date,
      views,
      likes: Math.round(views * 0.075) + (i % 4),
      comments: Math.round(views * 0.014) + (i % 3),
      followers: Math.round(views / 140) + ((i * 5) % 4),
    }
  })
}

/** What the data centre's totals read for the last `count` days (and the period before). */
export function creatorStatTotals(now: number, count: number): { current: Omit<DailyStat, 'date'>; previous: Omit<DailyStat, 'date'> } {
  const all = creatorDailyStats(now)
  const sum = (list: DailyStat[]) =>
    list.reduce((t, d) => ({ views: t.views + d.views, likes: t.likes + d.likes, comments: t.comments + d.comments, followers: t.followers + d.followers }), {
      views: 0, likes: 0, comments: 0, followers: 0,
    })
  return { current: sum(all.slice(all.length - count)), previous: sum(all.slice(all.length - 2 * count, all.length - count)) }
}
