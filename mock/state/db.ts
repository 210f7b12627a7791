// The in-memory database: one plain object, rebuilt from mock/seed on start and on
// /__reset. Rows reuse the API types where the answer is the row itself; rows that answers
// derive from (authors, per-user flags) keep ids instead.
import type { Category, Coupon, GoodsItem, ItemDetail, Review, Sku } from '../../types/api/mall'
import type { Address, Region } from '../../types/api/user2'
import type { Dealer, TestDrive } from '../../types/api/lead'
import type { Banner, MagazineIssue, MagazinePage, SalesCar, SecondaryDealer, VehicleTypeDetail } from '../../types/api/domain'
import type { InviteRecord, PointRecord, RuleDoc, TaskInfo } from '../../types/api/user'
import type { Prize, LotteryActivity, LotteryRecord, RecommendActivity, RecommendRecord, RecommendScene, RegisterActivity, RegisterRecord } from '../../types/api/activity'
import type { Topic } from '../../types/api/posts'
import type { OtherCarRow } from '../seed/other-cars'
import type { ServiceOrderRow } from '../seed/service-orders'
import type { EvaluationRow } from '../seed/evaluations'
import type { ApplicationRow, PileRow, RatingRow, RepairRow } from '../seed/charging'
import type { SurveyResponseRow, SurveyRow } from '../seed/surveys'
import type { CreatorApplicationRow, CreatorProfileRow } from '../seed/creator'
import type { CreatorWorkRow } from '../seed/creator-works'
import type { LessonProgressRow, LessonRow } from '../seed/creator-lessons'
import type { CreatorActivityRow, CreatorRewardRow } from '../seed/creator-activities'
import type { DailyStat, LessonCategory } from '../../types/api/posts-creator'
import type { PartnerApplicationRow, PartnerEarningRow, PartnerProfileRow } from '../seed/partner'
import type { PartnerCustomerRow } from '../seed/partner-customers'
import type { Occupation } from '../../types/api/user-occupation'
import type { OccupationAuthRow } from '../seed/occupation'
import type { WelfareApplicationRow, WelfareHoursRow, WelfareMemberRow, WelfareSignupRow, WelfareSocietyRow } from '../seed/welfare'
import type { WelfareProject } from '../../types/api/user-welfare'
import type { CollectionCategory, CollectionDetail, FameDetail, JournalIssue } from '../../types/api/domain-museum'
import type { YearlyRow, YearlyShareRow } from '../seed/yearly'
import type { DisplayEventRow } from '../seed/display'
import type { FloorPageRow } from '../seed/floors'
import type { AppAccountRow } from '../seed/app-accounts'
import type { OrderRow } from '../seed/orders'
import type { AfterSaleRow } from '../seed/after-sales'
import type { TeamBoostRow, TeamMemberRow, TeamPkRow, TeamRow, TeamSeasonRow } from '../seed/team-pk'
import type { Subscription, SubscriptionSend } from '../../types/api/user-subscribe'

export type SubscriptionRow = Subscription & { accountId: number }

export interface UserRow {
  accountId: number
  memberSystemId: number
  pointSystemId: number
  mobile: string
  displayName: string
  avatarUrl: string
  point: number
  intro: string
  isOfficial: boolean
  vehicleTypeId: number | null
  followNum: number
  fansNum: number
  inviteCode: string
}

export type DealerRow = Omit<Dealer, 'distance'> & { avatar: string; cover: string; intro: string; fansNum: number }

export interface ContentRow {
  id: number
  type: number
  title: string
  text: string
  images: string[]
  video: { url: string; cover: string; duration: number } | null
  topicIds: number[]
  authorId: number
  dealerId: number | null
  /** The classmates group it was posted in. */
  classmatesId: number | null
  location: string
  likeNum: number
  collectNum: number
  shareNum: number
  viewNum: number
  isTop: boolean
  createdAt: string
}

export interface ArticleRow {
  id: number
  title: string
  summary: string
  cover: string
  tags: string[]
  authorId: number
  publishAt: string
  html: string
  likeNum: number
  collectNum: number
  shareNum: number
  viewNum: number
}

export interface CommentRow {
  id: number
  contentId: number
  parentId: number
  authorId: number
  replyToId: number | null
  content: string
  likeNum: number
  boutique: boolean
  createdAt: string
}

export interface ClassmatesRow {
  id: number
  name: string
  cover: string
  intro: string
  vehicleTypeName: string
  cityName: string
  memberIds: number[]
  helpNum: number
  helpTarget: number
  createdAt: string
}

export interface MedalDef {
  id: number
  name: string
  icon: string
  description: string
  category: string
}

export interface Db {
  users: UserRow[]
  tokens: Record<string, { accountId: number; expiresAt: number | null }>
  pointRecords: (PointRecord & { accountId: number })[]
  regions: Region[]
  dealers: DealerRow[]
  secondaryDealers: SecondaryDealer[]
  vehicleTypes: VehicleTypeDetail[]
  salesCars: SalesCar[]
  categories: Category[]
  goods: GoodsItem[]
  skus: Sku[]
  itemDetails: ItemDetail[]
  reviews: (Review & { itemId: number })[]
  coupons: Coupon[]
  userCoupons: { userCouponId: number; accountId: number; couponId: number; status: 1 | 2 | 3; receivedAt: string; validFrom: string; validTo: string }[]
  cart: { id: number; accountId: number; vmId: number; skuId: number; quantity: number; selected: boolean; createdAt: string }[]
  addresses: (Address & { accountId: number })[]
  /** Points-mall orders (the row keeps the owner, the idempotency key and the last prepay id). */
  orders: OrderRow[]
  /** Points-mall after-sale requests (the row keeps the owner; each order carries their summary). */
  afterSales: AfterSaleRow[]
  contents: ContentRow[]
  articles: ArticleRow[]
  comments: CommentRow[]
  /** Per-user flags, keyed `${kind}:${accountId}:${id}` (kinds: like, collect, clike, alike, acollect, help). */
  flags: Record<string, true>
  /** The openid WeChat's OAuth gave for an account (H5 JSAPI payment in WeChat's browser), by account id. */
  wechatOpenIds: Record<number, string>
  /** The first answer of each create sent with an idempotency key (mock/core/idempotency.ts). */
  firstAnswers: Record<string, { fingerprint: string; data: unknown }>
  topics: Topic[]
  classmates: ClassmatesRow[]
  sensitiveWords: string[]
  /** Words the content-safety (green) check refuses with checkResults 2. */
  greenWords: string[]
  tasks: TaskInfo[]
  /** Days (YYYY-MM-DD, China) each account signed in. */
  signIns: Record<number, string[]>
  medals: MedalDef[]
  userMedals: { accountId: number; medalId: number; obtainedAt: string }[]
  invites: (InviteRecord & { inviterId: number })[]
  registerActivities: RegisterActivity[]
  registerRecords: RegisterRecord[]
  recommendActivities: RecommendActivity[]
  recommendRecords: (RecommendRecord & { fullMobile: string })[]
  recommendScenes: (RecommendScene & { accountId: number })[]
  lotteryActivities: LotteryActivity[]
  prizes: (Prize & { weight: number })[]
  drawTimes: Record<string, { total: number; used: number }>
  lotteryRecords: (LotteryRecord & { accountId: number })[]
  rngState: number
  testDrives: TestDrive[]
  /** Car service orders with their steps (service progress). */
  serviceOrders: ServiceOrderRow[]
  /** Owners' cars of other brands (other-car pages). */
  otherCars: OtherCarRow[]
  /** Evaluations given (service, activity, sales), one per target and user. */
  evaluations: EvaluationRow[]
  /** Home charging piles: installation applications, installed piles, repair reports, ratings. */
  chargingApplications: ApplicationRow[]
  chargingPiles: PileRow[]
  chargingRepairs: RepairRow[]
  chargingRatings: RatingRow[]
  /** Surveys (definitions and dates) and who answered what. */
  surveys: SurveyRow[]
  surveyResponses: SurveyResponseRow[]
  /** The creator centre: creators, applications, works, daily statistics, classroom, activities, rewards. */
  creatorProfiles: CreatorProfileRow[]
  creatorApplications: CreatorApplicationRow[]
  creatorWorks: CreatorWorkRow[]
  creatorStats: (DailyStat & { accountId: number })[]
  lessonCategories: LessonCategory[]
  lessons: LessonRow[]
  lessonsFinished: { accountId: number; lessonId: number; finishedAt: string }[]
  /** What each learner's lesson pages reported (the parts of a video played, how far an article was read). */
  lessonProgress: LessonProgressRow[]
  creatorActivities: CreatorActivityRow[]
  creatorRewards: CreatorRewardRow[]
  /** The partner centre: applications, partners with their share scene, earnings, referred customers, the rules. */
  partnerApplications: PartnerApplicationRow[]
  partnerProfiles: PartnerProfileRow[]
  partnerEarnings: PartnerEarningRow[]
  partnerCustomers: PartnerCustomerRow[]
  partnerRules: RuleDoc
  /** Occupation authentication: the occupations, authentications (full ID number kept, never answered), the rules. */
  occupations: Occupation[]
  occupationAuths: OccupationAuthRow[]
  occupationRules: RuleDoc
  /** The welfare society: the society, its projects, applications, members, hours given to projects, the agreement. */
  welfareSociety: WelfareSocietyRow
  welfareProjects: WelfareProject[]
  welfareApplications: WelfareApplicationRow[]
  welfareMembers: WelfareMemberRow[]
  welfareHours: WelfareHoursRow[]
  welfareSignups: WelfareSignupRow[]
  welfareAgreement: RuleDoc
  /** The brand museum: collection categories and items, the hall of fame, special journal issues. */
  museumCategories: CollectionCategory[]
  museumItems: CollectionDetail[]
  famePeople: FameDetail[]
  journals: JournalIssue[]
  /** Yearly report: this year's figures per account, and the shares (random id per account and year). */
  yearly: YearlyRow[]
  yearlyShares: YearlyShareRow[]
  /** Team PK: seasons, teams with their members, boosts given (per account, team, day), head-to-heads, the rules. */
  teamSeasons: TeamSeasonRow[]
  teams: TeamRow[]
  teamMembers: TeamMemberRow[]
  teamBoosts: TeamBoostRow[]
  teamPks: TeamPkRow[]
  teamRules: RuleDoc
  /** Brand events on the big-screen display, with their offline figures. */
  displayEvents: DisplayEventRow[]
  /** Pages assembled from floors (goods and article floors by id). */
  floorPages: FloorPageRow[]
  /** Accounts of the brand app (salted password hashes), separate from the mini-program's users. */
  appAccounts: AppAccountRow[]
  captchas: Record<string, { targetX: number; pieceY: number; expiresAt: number; attempts: number }>
  captchaTokens: Record<string, number>
  smsCodes: Record<string, { code: string; expiresAt: number }>
  magazineIssues: MagazineIssue[]
  magazinePages: MagazinePage[]
  banners: Banner[]
  mutualRule: RuleDoc
  /** WeChat one-time subscriptions a user accepted (one per account, scene, target and template), and the messages sent. */
  subscriptions: SubscriptionRow[]
  subscriptionSends: SubscriptionSend[]
  /** Last id used per table, so new rows get fresh ids. */
  seq: Record<string, number>
}

/** Next id for a table (starts above the seed's ids). */
export function nextId(db: Db, table: string): number {
  db.seq[table] = (db.seq[table] ?? 100000) + 1
  return db.seq[table]
}
