// The creator centre (domain posts, where the community's content lives): becoming a creator,
// works and their review, daily statistics, the classroom, creator activities and their rewards.
import { Type, type Static } from '@sinclair/typebox'
import { DateTimeSchema, ImageUrlSchema, PageQuerySchema, VideoUrlSchema } from './common'

const CREATOR = '/web/community/creator'
/** Every creator path starts here (the app's api.ts and the dev API server share it). */
export const CREATOR_BASE = CREATOR

/** Platforms an external account may be bound from. */
export const CREATOR_PLATFORMS = { douyin: '抖音', xiaohongshu: '小红书', bilibili: '哔哩哔哩', weibo: '微博', channels: '视频号' } as const
export const PlatformSchema = Type.Union(Object.keys(CREATOR_PLATFORMS).map((k) => Type.Literal(k as keyof typeof CREATOR_PLATFORMS)))
export type Platform = keyof typeof CREATOR_PLATFORMS

/** An application, a work: 'reviewing' until an editor decides, then 'approved' / 'published' or 'rejected' (with the reason). */
export const ReviewStateSchema = Type.Union([Type.Literal('reviewing'), Type.Literal('approved'), Type.Literal('rejected')])
export type ReviewState = Static<typeof ReviewStateSchema>

export const BoundAccountSchema = Type.Object({
  platform: PlatformSchema,
  /** The account's name on the platform, or its home page link (https). */
  accountName: Type.String({ minLength: 1, maxLength: 60 }),
  followers: Type.Integer({ minimum: 0, maximum: 1_000_000_000 }),
  /** A screenshot of the account's home page, uploaded through the shared upload. */
  screenshot: ImageUrlSchema,
})
export type BoundAccount = Static<typeof BoundAccountSchema>

export const CreatorApplicationBodySchema = Type.Object({
  accounts: Type.Array(BoundAccountSchema, { minItems: 1, maxItems: 3 }),
  /** Agreed to the creator agreement; false is refused. */
  consent: Type.Boolean(),
})
export type CreatorApplicationBody = Static<typeof CreatorApplicationBodySchema>

export const CreatorApplicationSchema = Type.Object({
  id: Type.Integer(),
  state: ReviewStateSchema,
  accounts: Type.Array(BoundAccountSchema),
  submittedAt: DateTimeSchema,
  reviewedAt: Type.Union([DateTimeSchema, Type.Null()]),
  rejectReason: Type.Union([Type.String(), Type.Null()]),
})
export type CreatorApplication = Static<typeof CreatorApplicationSchema>

export const CreatorTotalsSchema = Type.Object({
  works: Type.Integer({ minimum: 0 }),
  views: Type.Integer({ minimum: 0 }),
  likes: Type.Integer({ minimum: 0 }),
  comments: Type.Integer({ minimum: 0 }),
  followers: Type.Integer({ minimum: 0 }),
})
export type CreatorTotals = Static<typeof CreatorTotalsSchema>

export const CreatorProfileSchema = Type.Object({
  /** The account id: the creator's personal page (community) is public. */
  accountId: Type.Integer(),
  displayName: Type.String(),
  avatarUrl: Type.String(),
  intro: Type.String(),
  /** 1 见习创作者 … 5 金牌创作者. */
  level: Type.Integer({ minimum: 1 }),
  levelName: Type.String(),
  /** Growth points earned; the next level needs `nextLevelExp` (null at the top level). */
  exp: Type.Integer({ minimum: 0 }),
  levelExp: Type.Integer({ minimum: 0 }),
  nextLevelExp: Type.Union([Type.Integer(), Type.Null()]),
  nextLevelName: Type.Union([Type.String(), Type.Null()]),
  joinedAt: DateTimeSchema,
  totals: CreatorTotalsSchema,
})
export type CreatorProfile = Static<typeof CreatorProfileSchema>

export const CreatorBenefitSchema = Type.Object({ title: Type.String(), text: Type.String() })
export type CreatorBenefit = Static<typeof CreatorBenefitSchema>

/** GET creator/mine: the profile once a creator, else the latest application (or none) and the benefits. */
export const CreatorHomeSchema = Type.Object({
  profile: Type.Union([CreatorProfileSchema, Type.Null()]),
  application: Type.Union([CreatorApplicationSchema, Type.Null()]),
  benefits: Type.Array(CreatorBenefitSchema),
  /** The creator agreement's clauses, in order (shown on the application form). */
  agreement: Type.Array(Type.String()),
})
export type CreatorHome = Static<typeof CreatorHomeSchema>

/**
 * A work's state: a draft (not sent, seen by nobody else), reviewing, published, rejected (with
 * the reason), or withdrawn by its creator after publishing (its post gone from the community).
 */
export const WorkStateSchema = Type.Union([
  Type.Literal('draft'), Type.Literal('reviewing'), Type.Literal('published'), Type.Literal('rejected'), Type.Literal('withdrawn'),
])
export type WorkState = Static<typeof WorkStateSchema>

/** A work's video: the file, the cover frame chosen on videoTailor, and its length in seconds. */
export const WorkVideoSchema = Type.Object({
  url: VideoUrlSchema,
  coverUrl: ImageUrlSchema,
  duration: Type.Integer({ minimum: 1, maximum: 600 }),
})
export type WorkVideo = Static<typeof WorkVideoSchema>

export const CreatorWorkSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  text: Type.String(),
  images: Type.Array(Type.String()),
  video: Type.Union([WorkVideoSchema, Type.Null()]),
  topicId: Type.Union([Type.Integer(), Type.Null()]),
  topicName: Type.Union([Type.String(), Type.Null()]),
  link: Type.Union([Type.String(), Type.Null()]),
  activityId: Type.Union([Type.Integer(), Type.Null()]),
  activityTitle: Type.Union([Type.String(), Type.Null()]),
  /** Whether the activity it answers still takes works (null: it answers none); a closed one's works cannot be withdrawn. */
  activityOpen: Type.Union([Type.Boolean(), Type.Null()]),
  state: WorkStateSchema,
  rejectReason: Type.Union([Type.String(), Type.Null()]),
  /** The community post it became once published (opens the post page); null again once withdrawn. */
  contentId: Type.Union([Type.Integer(), Type.Null()]),
  /** A rejected work sent again is a new work: it names the one it replaces, and counts its versions from 1. */
  previousId: Type.Union([Type.Integer(), Type.Null()]),
  version: Type.Integer({ minimum: 1 }),
  views: Type.Integer({ minimum: 0 }),
  likes: Type.Integer({ minimum: 0 }),
  comments: Type.Integer({ minimum: 0 }),
  createdAt: DateTimeSchema,
  reviewedAt: Type.Union([DateTimeSchema, Type.Null()]),
})
export type CreatorWork = Static<typeof CreatorWorkSchema>

/** An earlier version of a work (a rejected one it replaced), newest first. */
export const WorkVersionSchema = Type.Object({
  id: Type.Integer(),
  version: Type.Integer({ minimum: 1 }),
  title: Type.String(),
  state: WorkStateSchema,
  rejectReason: Type.Union([Type.String(), Type.Null()]),
  createdAt: DateTimeSchema,
})
export type WorkVersion = Static<typeof WorkVersionSchema>

/** GET creator/works/:id: one of my works and the versions before it (the form opens a draft or a rejected one). */
export const CreatorWorkDetailSchema = Type.Intersect([CreatorWorkSchema, Type.Object({ history: Type.Array(WorkVersionSchema) })])
export type CreatorWorkDetail = Static<typeof CreatorWorkDetailSchema>

export const WorkQuerySchema = Type.Intersect([PageQuerySchema, Type.Object({ state: Type.Optional(WorkStateSchema) })])
export type WorkQuery = Static<typeof WorkQuerySchema>

export const WORK_LIMITS = { title: 30, text: 2000, images: 9 } as const

export const WorkBodySchema = Type.Object({
  title: Type.String({ minLength: 1, maxLength: WORK_LIMITS.title }),
  text: Type.String({ minLength: 1, maxLength: WORK_LIMITS.text }),
  /** At least one picture, or a video instead (the server answers 400 with neither). */
  images: Type.Array(ImageUrlSchema, { maxItems: WORK_LIMITS.images }),
  video: Type.Optional(WorkVideoSchema),
  topicId: Type.Optional(Type.Integer({ minimum: 1 })),
  /** An https link to the work elsewhere (a video on another platform). */
  link: Type.Optional(Type.String({ maxLength: 500 })),
  /** The creator activity the work answers (it must be open). */
  activityId: Type.Optional(Type.Integer({ minimum: 1 })),
})
export type WorkBody = Static<typeof WorkBodySchema>

/**
 * A draft: what a work has so far, checked only for its limits (the server refuses an empty one);
 * sending it for review checks it as a work.
 */
export const DraftBodySchema = Type.Object({
  title: Type.String({ maxLength: WORK_LIMITS.title }),
  text: Type.String({ maxLength: WORK_LIMITS.text }),
  images: WorkBodySchema.properties.images,
  video: WorkBodySchema.properties.video,
  topicId: WorkBodySchema.properties.topicId,
  link: WorkBodySchema.properties.link,
  activityId: WorkBodySchema.properties.activityId,
})
export type DraftBody = Static<typeof DraftBodySchema>

/** The data centre's periods, in days. */
export const STAT_PERIODS = [7, 30] as const
export const StatsQuerySchema = Type.Object({ days: Type.Union([Type.Literal(7), Type.Literal(30)]) })
export type StatsQuery = Static<typeof StatsQuerySchema>

export const DailyStatSchema = Type.Object({
  /** The day, YYYY-MM-DD (China time). */
  date: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  views: Type.Integer({ minimum: 0 }),
  likes: Type.Integer({ minimum: 0 }),
  comments: Type.Integer({ minimum: 0 }),
  followers: Type.Integer({ minimum: 0 }),
})
export type DailyStat = Static<typeof DailyStatSchema>

/**
 * GET creator/stats?days=: the last `days` days up to yesterday, oldest first (`days` entries),
 * and the `days` before them (the previous period, same length), for the change.
 */
export const CreatorStatsSchema = Type.Object({
  days: Type.Integer(),
  current: Type.Array(DailyStatSchema),
  previous: Type.Array(DailyStatSchema),
})
export type CreatorStats = Static<typeof CreatorStatsSchema>

/** My published works, most viewed first (the data centre's ranking). */
export const RankedWorkSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  cover: Type.String(),
  views: Type.Integer({ minimum: 0 }),
  likes: Type.Integer({ minimum: 0 }),
  comments: Type.Integer({ minimum: 0 }),
  contentId: Type.Union([Type.Integer(), Type.Null()]),
})
export type RankedWork = Static<typeof RankedWorkSchema>

export const LessonCategorySchema = Type.Object({ id: Type.Integer(), name: Type.String() })
export type LessonCategory = Static<typeof LessonCategorySchema>

/** A classroom lesson: an article (opens the article page) or a video post (opens the post page). */
export const LessonSchema = Type.Object({
  id: Type.Integer(),
  categoryId: Type.Integer(),
  title: Type.String(),
  summary: Type.String(),
  cover: Type.String(),
  kind: Type.Union([Type.Literal('article'), Type.Literal('video')]),
  /** The article id (kind article) or the community post id (kind video). */
  targetId: Type.Integer(),
  /** A video's length in seconds, an article's reading time in minutes' worth of seconds. */
  duration: Type.Integer({ minimum: 0 }),
  learners: Type.Integer({ minimum: 0 }),
  /** How much of it I have learnt, 0..100: the video played, the article read (0 when logged out). */
  progress: Type.Integer({ minimum: 0, maximum: 100 }),
  /** I learnt it (src/features/creator/lesson-rule.ts: the video played through, the article read to its end; false when logged out). */
  finished: Type.Boolean(),
})
export type Lesson = Static<typeof LessonSchema>

/**
 * POST creator/lessons/:id/progress: what the lesson page saw. A video lesson sends the parts of
 * the video played ([from, to] seconds, a seek starts a new part), the video's length as the
 * player read it, and `ended` when it played to its end; an article lesson sends how far it was
 * read (1: its end was on screen). Parts sent again count once.
 */
export const LessonProgressBodySchema = Type.Object({
  segments: Type.Optional(
    Type.Array(Type.Tuple([Type.Number({ minimum: 0, maximum: 36_000 }), Type.Number({ minimum: 0, maximum: 36_000 })]), { maxItems: 100 }),
  ),
  duration: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 36_000 })),
  ended: Type.Optional(Type.Boolean()),
  read: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
})
export type LessonProgressBody = Static<typeof LessonProgressBodySchema>

export const LessonQuerySchema = Type.Intersect([PageQuerySchema, Type.Object({ categoryId: Type.Optional(Type.Integer({ minimum: 1 })) })])
export type LessonQuery = Static<typeof LessonQuerySchema>

/** 'upcoming' before the start, 'open' for works, 'judging' after the deadline, 'ended' with winners. */
export const CreatorActivityStateSchema = Type.Union([Type.Literal('upcoming'), Type.Literal('open'), Type.Literal('judging'), Type.Literal('ended')])
export type CreatorActivityState = Static<typeof CreatorActivityStateSchema>

export const ActivityRewardSchema = Type.Object({
  /** 一等奖, 优秀奖, 参与奖 … */
  name: Type.String(),
  prize: Type.String(),
  count: Type.Integer({ minimum: 1 }),
})
export type ActivityReward = Static<typeof ActivityRewardSchema>

export const WinnerSchema = Type.Object({
  rewardName: Type.String(),
  displayName: Type.String(),
  avatarUrl: Type.String(),
  workTitle: Type.String(),
})
export type Winner = Static<typeof WinnerSchema>

/** A reward I won (or a participation gift): a physical one is delivered to the address I choose. */
export const MyRewardSchema = Type.Object({
  id: Type.Integer(),
  activityId: Type.Integer(),
  rewardName: Type.String(),
  prize: Type.String(),
  /** 'choose' waits for my address, 'chosen' is about to ship, 'shipped' is on its way. */
  state: Type.Union([Type.Literal('choose'), Type.Literal('chosen'), Type.Literal('shipped')]),
  /** The address chosen, as text (who, phone masked, where); null until chosen. */
  shipTo: Type.Union([
    Type.Object({ addressId: Type.Integer(), receiverName: Type.String(), mobile: Type.String(), address: Type.String() }),
    Type.Null(),
  ]),
})
export type MyReward = Static<typeof MyRewardSchema>

export const CreatorActivitySummarySchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  theme: Type.String(),
  cover: Type.String(),
  state: CreatorActivityStateSchema,
  startTime: DateTimeSchema,
  /** Works are accepted until this time. */
  deadline: DateTimeSchema,
  /** The winners are announced at this time. */
  announceTime: DateTimeSchema,
  workCount: Type.Integer({ minimum: 0 }),
})
export type CreatorActivitySummary = Static<typeof CreatorActivitySummarySchema>

export const CreatorActivitySchema = Type.Intersect([
  CreatorActivitySummarySchema,
  Type.Object({
    rules: Type.Array(Type.String()),
    rewards: Type.Array(ActivityRewardSchema),
    winners: Type.Array(WinnerSchema),
    /** With a token: I have submitted a work to it. */
    joined: Type.Boolean(),
    /** With a token: my works submitted to it (any review state). */
    myWorks: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String(), state: WorkStateSchema })),
    /** With a token: what I won or was given here, to be delivered. */
    myRewards: Type.Array(MyRewardSchema),
  }),
])
export type CreatorActivity = Static<typeof CreatorActivitySchema>

export const ActivityQuerySchema = Type.Intersect([PageQuerySchema, Type.Object({ state: Type.Optional(CreatorActivityStateSchema) })])
export type CreatorActivityQuery = Static<typeof ActivityQuerySchema>

export const RewardAddressBodySchema = Type.Object({ addressId: Type.Integer({ minimum: 1 }) })
export type RewardAddressBody = Static<typeof RewardAddressBodySchema>
