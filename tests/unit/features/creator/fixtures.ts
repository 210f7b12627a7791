import type { CreatorApplication, CreatorHome, CreatorProfile, CreatorWork } from '@api/posts'

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
  id, title: `作品${id}`, text: '正文', images: [`w${id}.svg`], topicId: null, topicName: null, link: null, activityId: null, activityTitle: null,
  state, rejectReason: state === 'rejected' ? '图片不清晰' : null, contentId: state === 'published' ? 100 + id : null,
  views: 1000, likes: 20, comments: 3, createdAt: T, ...extra,
})

export const page = <T>(list: T[], total = list.length) => ({ list, total, pageNo: 1, pageSize: 10 })
