import type { CreatorActivity, CreatorActivitySummary, CreatorApplication, CreatorHome, CreatorProfile, CreatorWork, Lesson, MyReward } from '@api/posts'

export const T = '2026-11-20T10:00:00+08:00'

export const PROFILE: CreatorProfile = {
  accountId: 1, displayName: '林间追风', avatarUrl: 'a.svg', intro: '记录每一次出发', level: 3, levelName: '优质创作者',
  exp: 1320, levelExp: 1000, nextLevelExp: 2000, nextLevelName: '金牌创作者', joinedAt: T,
  totals: { works: 17, views: 123456, likes: 4321, comments: 567, followers: 890 },
}

export const application = (state: CreatorApplication['state'], extra: Partial<CreatorApplication> = {}): CreatorApplication => ({
  id: 9, state, submittedAt: T, reviewedAt: state === 'reviewing' ? null : T, rejectReason: state === 'rejected' ? '主页截图与账号不符' : null,
  accounts: [{ platform: 'douyin', accountName: '林间追风', followers: 12000, screenshot: 'shot.png' }], ...extra,
})

const BENEFITS = [{ title: '流量扶持', text: '优质作品首页推荐' }, { title: '专属活动', text: '参与创作者专属征稿' }]
export const home = (profile: CreatorProfile | null, app: CreatorApplication | null = null): CreatorHome => ({
  profile, application: app, benefits: BENEFITS, agreement: ['遵守社区规范', '原创内容'],
})

export const work = (id: number, state: CreatorWork['state'], extra: Partial<CreatorWork> = {}): CreatorWork => ({
  id, title: `作品${id}`, text: '正文', images: [`w${id}.svg`], video: null, topicId: null, topicName: null, link: null, activityId: null, activityTitle: null,
  activityOpen: null, state, rejectReason: state === 'rejected' ? '图片不清晰' : null, contentId: state === 'published' ? 100 + id : null,
  previousId: null, version: 1, views: 1000, likes: 20, comments: 3, createdAt: T, reviewedAt: state === 'draft' || state === 'reviewing' ? null : T, ...extra,
})

export const page = <T>(list: T[], total = list.length, pageNo = 1) => ({ list, total, pageNo, pageSize: 10 })

// Rows for the creator screens' tests, each test overriding what it is about.

export const lesson = (id: number, extra: Partial<Lesson> = {}): Lesson => ({
  id, categoryId: 1, title: `课程${id}`, summary: `课程${id}的简介`, cover: `l${id}.jpg`, kind: 'article', targetId: 500 + id,
  duration: 240, learners: 1200, progress: 0, finished: false, ...extra,
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
