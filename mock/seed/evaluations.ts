// Evaluations (issue 16 item 5). What can be evaluated comes from the other seeds: finished
// service orders (service-orders.ts) and the orders behind maintenance visits (car-service.ts),
// ended activities the user registered for (activities.ts), and test drives done (status 3)
// or purchases, each with the sales consultant named here. The dev user (1) has evaluated one
// of each kind already, so the 已评价 tab has content.
import type { EvaluationInput, EvaluationKind, EvaluationRecord, EvaluationTemplate } from '../../types/api/evaluation'
import { days, iso } from '../core/time'
import { img } from './img'

export type EvaluationRow = EvaluationRecord & { accountId: number; kind: EvaluationKind; targetId: number }

/** What each kind asks: aspects rated 1-5, tags, and what went wrong on a low score. */
export const EVALUATION_TEMPLATES: Record<EvaluationKind, EvaluationTemplate> = {
  service: {
    aspects: [
      { key: 'attitude', name: '服务态度' },
      { key: 'professionalism', name: '专业程度' },
      { key: 'speed', name: '维修速度' },
      { key: 'environment', name: '门店环境' },
    ],
    tags: ['接待热情', '讲解清楚', '按时交车', '价格透明', '休息区舒适', '洗车干净'],
    problems: ['等待时间过长', '问题未解决', '收费不透明', '服务态度差', '车辆有新损伤', '沟通不及时'],
  },
  activity: {
    aspects: [
      { key: 'organisation', name: '活动组织' },
      { key: 'content', name: '活动内容' },
      { key: 'venue', name: '场地环境' },
      { key: 'staff', name: '工作人员' },
    ],
    tags: ['收获满满', '氛围很好', '流程顺畅', '礼品用心', '愿意再参加'],
    problems: ['现场秩序混乱', '内容与介绍不符', '时间安排不合理', '场地条件差', '工作人员不耐心'],
  },
  sales: {
    aspects: [
      { key: 'attitude', name: '服务态度' },
      { key: 'knowledge', name: '产品讲解' },
      { key: 'response', name: '响应速度' },
      { key: 'honesty', name: '诚信透明' },
    ],
    tags: ['热情周到', '讲解专业', '不强推销', '回复及时', '试驾安排合理'],
    problems: ['推销过度', '讲解不清楚', '回复太慢', '价格不透明', '承诺未兑现'],
  },
}

/** The consultant who went along on a done test drive, by test drive id. */
export const TEST_DRIVE_CONSULTANTS: Readonly<Record<number, string>> = { 2: '林晓', 3: '黄蕾', 4: '郑凯' }

/**
 * Recent purchases whose consultant can be evaluated. The target id is 8000 + the car's id
 * (mock/seed/car-service.ts), apart from the test drive ids of the same kind.
 */
export const PURCHASES: readonly { id: number; carId: number; consultantName: string; dealerId: number }[] = [
  { id: 8003, carId: 3, consultantName: '吴晓燕', dealerId: 8 },
  { id: 8004, carId: 4, consultantName: '孙浩', dealerId: 4 },
]

/** The mean of the aspects, one decimal. */
export function overallScore(scores: Record<string, number>): number {
  const values = Object.values(scores)
  return Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10
}

/** `when`: days ago, or the China day of an evaluation of a maintenance visit (their dates are fixed). */
type Seed = [id: number, accountId: number, kind: EvaluationKind, targetId: number, when: number | string, input: EvaluationInput]

const seeds: Seed[] = [
  [1, 1, 'service', 9005, 40, {
    scores: { attitude: 5, professionalism: 5, speed: 4, environment: 5 }, tags: ['接待热情', '按时交车'], problems: [],
    comment: '顾问提前打电话提醒取车，保养项目讲得很清楚。', photos: [img('covers', 'evaluation-1', '交车')], anonymous: false,
  }],
  [2, 1, 'service', 7110, '2024-06-18', {
    scores: { attitude: 4, professionalism: 2, speed: 3, environment: 4 }, tags: [], problems: ['问题未解决'],
    comment: '刹车异响第一次没修好，返厂一次才解决。', photos: [], anonymous: true,
  }],
  [3, 1, 'activity', 209, 34, {
    scores: { organisation: 5, content: 5, venue: 4, staff: 5 }, tags: ['收获满满', '愿意再参加'], problems: [],
    comment: '智驾那部分讲得很实用。', photos: [], anonymous: false,
  }],
  [4, 1, 'sales', 3, 44, {
    scores: { attitude: 5, knowledge: 4, response: 5, honesty: 5 }, tags: ['讲解专业', '不强推销'], problems: [],
    comment: '', photos: [], anonymous: false,
  }],
  [5, 2, 'service', 9102, 88, {
    scores: { attitude: 4, professionalism: 4, speed: 4, environment: 4 }, tags: [], problems: [], comment: '', photos: [], anonymous: false,
  }],
]

export function seedEvaluations(now: number): EvaluationRow[] {
  return seeds.map(([id, accountId, kind, targetId, when, input]) => ({
    id, accountId, kind, targetId, ...input, score: overallScore(input.scores),
    createdAt: typeof when === 'string' ? `${when}T20:00:00+08:00` : iso(now - days(when)),
  }))
}
