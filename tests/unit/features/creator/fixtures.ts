import type { CreatorActivity, CreatorActivitySummary, Lesson, MyReward } from '@api/posts'

// Rows for the creator screens' tests, each test overriding what it is about.
export const page = <T>(list: T[], total = list.length, pageNo = 1) => ({ list, total, pageNo, pageSize: 10 })

export const lesson = (id: number, extra: Partial<Lesson> = {}): Lesson => ({
  id, categoryId: 1, title: `课程${id}`, summary: `课程${id}的简介`, cover: `l${id}.jpg`, kind: 'article', targetId: 500 + id,
  duration: 240, learners: 1200, finished: false, ...extra,
})

const HOUR = 3_600_000
export const summary = (id: number, extra: Partial<CreatorActivitySummary> = {}): CreatorActivitySummary => ({
  id, title: `活动${id}`, theme: `主题${id}`, cover: `a${id}.jpg`, state: 'open',
  startTime: new Date(Date.now() - 240 * HOUR).toISOString(),
  deadline: new Date(Date.now() + 50 * HOUR).toISOString(),
  announceTime: new Date(Date.now() + 200 * HOUR).toISOString(),
  workCount: 36, ...extra,
})

export const reward = (id: number, state: MyReward['state'], extra: Partial<MyReward> = {}): MyReward => ({
  id, activityId: 901, rewardName: '一等奖', prize: '车载冰箱', state,
  shipTo: state === 'choose' ? null : { addressId: 2, receiverName: '王小明', mobile: '138****8000', address: '北京市朝阳区望京街 2 号' },
  ...extra,
})

export const activity = (extra: Partial<CreatorActivity> = {}): CreatorActivity => ({
  ...summary(901),
  title: '春日自驾影像征集',
  rules: ['作品须为原创', '每人最多投稿 3 件'],
  rewards: [{ name: '一等奖', prize: '车载冰箱', count: 1 }, { name: '优秀奖', prize: '定制车模', count: 10 }],
  winners: [],
  joined: false,
  myWorks: [],
  myRewards: [],
  ...extra,
})
