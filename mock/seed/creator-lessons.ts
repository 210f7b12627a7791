// The creator classroom: lesson categories and lessons. An article lesson opens a seeded PGC
// article (501–505, mock/seed/articles.ts), a video lesson a seeded community video post
// (104, 110, 116, 122, mock/seed/community.ts; a video lesson's length is its post's video's).
// The dev user learnt a few and is halfway through the video of 906.
import type { Lesson, LessonCategory } from '../../types/api/posts-creator'
import type { Segment } from '../../src/features/creator/lesson-rule'
import { days, iso } from '../core/time'
import { img } from './img'

export type LessonRow = Omit<Lesson, 'finished' | 'progress'>

/** What a learner's lesson page reported so far (creator-lessons route): the parts played of the video and its length, or how far the article was read. */
export interface LessonProgressRow {
  accountId: number
  lessonId: number
  segments: Segment[]
  /** The video's length as the player read it (0: not reported yet). */
  duration: number
  read: number
  updatedAt: string
}

export function seedLessonCategories(): LessonCategory[] {
  return [
    { id: 1, name: '入门' },
    { id: 2, name: '拍摄' },
    { id: 3, name: '剪辑' },
    { id: 4, name: '文案' },
    { id: 5, name: '运营' },
  ]
}

type Row = [id: number, categoryId: number, title: string, summary: string, kind: Lesson['kind'], targetId: number, duration: number, learners: number]

const rows: Row[] = [
  [901, 1, '创作者入驻指南', '从申请到第一篇作品，新手三步走。', 'article', 505, 240, 3820],
  [902, 1, '社区内容规范解读', '哪些内容会被驳回？一文看懂审核标准。', 'article', 504, 300, 3105],
  [903, 1, '创作者等级与成长值', '成长值怎么来，升级有哪些权益。', 'article', 501, 180, 2210],
  [904, 2, '手机拍车的 5 个角度', '低角度、四分之三侧、细节特写，手机也能拍大片。', 'video', 116, 56, 2988],
  [905, 2, '夜景与星空拍摄', '三脚架、长曝光、车灯补光，露营夜拍全流程。', 'video', 104, 44, 1876],
  [906, 2, '自驾途中的航拍技巧', '起飞点选择、跟车航拍与安全须知。', 'video', 110, 50, 1420],
  [907, 2, '室内展厅怎么拍不反光', '偏振镜与站位，拍出干净的车漆。', 'article', 503, 210, 960],
  [908, 3, '剪映快速上手', '十分钟剪出第一条提车视频。', 'video', 122, 62, 2650],
  [909, 3, '节奏与转场', '踩点、匹配剪辑，让视频不拖沓。', 'video', 116, 56, 1533],
  [910, 3, '字幕与封面', '封面三要素：人、车、一句话。', 'article', 502, 200, 1288],
  [911, 4, '好标题的三个公式', '数字、对比、悬念，标题决定打开率。', 'article', 501, 240, 2740],
  [912, 4, '用车测评怎么写', '数据说话：续航、能耗、充电时间的写法。', 'article', 502, 360, 1695],
  [913, 4, '游记的结构', '一条路线、三个故事，让游记有人看完。', 'article', 503, 300, 1112],
  [914, 5, '发布时间与话题选择', '什么时候发、带什么话题，曝光更多。', 'article', 504, 180, 2034],
  [915, 5, '评论区互动技巧', '回复、置顶与精选，把读者变成粉丝。', 'video', 110, 50, 1367],
  [916, 5, '参加创作者活动', '读懂活动规则，作品更容易获奖。', 'article', 505, 150, 1820],
]

export function seedLessons(): {
  rows: LessonRow[]
  finished(now: number): { accountId: number; lessonId: number; finishedAt: string }[]
  progress(now: number): LessonProgressRow[]
} {
  return {
    rows: rows.map(([id, categoryId, title, summary, kind, targetId, duration, learners]) => ({
      id, categoryId, title, summary, kind, targetId, duration, learners,
      cover: img('covers', `lesson-${id}`, title.slice(0, 8)),
    })),
    finished: (now) => [901, 902, 904, 908, 911].map((lessonId, i) => ({ accountId: 1, lessonId, finishedAt: iso(now - days(60 - i * 9)) })),
    // 906's 50-second video: the first 20 seconds played, then from 30 to 31 (21 s: 42%).
    progress: (now) => [{ accountId: 1, lessonId: 906, segments: [[0, 20], [30, 31]], duration: 50, read: 0, updatedAt: iso(now - days(2)) }],
  }
}
