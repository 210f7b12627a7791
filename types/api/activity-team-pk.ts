// Team PK (domain activity): a season in which owners' teams gather points. Members' community
// activity (src/features/team-pk/score-rule.ts: points per action, a daily cap per member) and
// boosts from anyone raise a team's score; the ranking orders teams by score, ties by who reached
// the score first.
import { Type, type Static } from '@sinclair/typebox'
import { DateTimeSchema, ImageUrlSchema, PageQuerySchema } from './common'

/** Every Team PK path starts here (the app keeps a copy in src/features/team-pk/constants.ts). */
export const TEAM_PK_BASE = '/api/v1/activity/app/team-pk'
export const TEAM_LIMITS = { nameMin: 2, nameMax: 12, sloganMax: 30 } as const

export const SeasonSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  startTime: DateTimeSchema,
  endTime: DateTimeSchema,
  /** running until endTime, then ended (final ranking, no actions). */
  state: Type.Union([Type.Literal('running'), Type.Literal('ended')]),
  /** Points one boost adds to a team's score. */
  boostPoints: Type.Integer({ minimum: 1 }),
  maxMembers: Type.Integer({ minimum: 2 }),
  /** With a token: the team I am in this season (null: none). */
  myTeamId: Type.Union([Type.Integer(), Type.Null()]),
})
export type Season = Static<typeof SeasonSchema>

export const TeamSummarySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  slogan: Type.String(),
  avatar: Type.String(),
  captainName: Type.String(),
  cityName: Type.String(),
  memberCount: Type.Integer({ minimum: 1 }),
  maxMembers: Type.Integer({ minimum: 2 }),
  score: Type.Integer({ minimum: 0 }),
  /** 1-based place in the season's ranking. */
  rank: Type.Integer({ minimum: 1 }),
})
export type TeamSummary = Static<typeof TeamSummarySchema>

export const TeamMemberSchema = Type.Object({
  accountId: Type.Integer(),
  displayName: Type.String(),
  avatarUrl: Type.String(),
  /** Points this member brought the team this season. */
  points: Type.Integer({ minimum: 0 }),
  isCaptain: Type.Boolean(),
  joinedAt: DateTimeSchema,
})
export type TeamMember = Static<typeof TeamMemberSchema>

export const TeamScorePartsSchema = Type.Object({
  /** Members' community activity this season (what departed members earned stays with the team). */
  members: Type.Integer({ minimum: 0 }),
  /** Boosts received times the season's boostPoints. */
  boosts: Type.Integer({ minimum: 0 }),
})
export type TeamScoreParts = Static<typeof TeamScorePartsSchema>

export const TeamDetailSchema = Type.Intersect([
  TeamSummarySchema,
  Type.Object({
    members: Type.Array(TeamMemberSchema),
    boostsReceived: Type.Integer({ minimum: 0 }),
    /** Where the score comes from; the parts add up to `score`. */
    scoreParts: TeamScorePartsSchema,
    /** With a token, as a member of this team: the points I brought it today (of the daily cap); otherwise null. */
    myPointsToday: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
    /** With a token: I boosted this team today already (one boost per team per day). */
    boostedToday: Type.Boolean(),
    /** With a token: my place in this team. */
    myRole: Type.Union([Type.Literal('captain'), Type.Literal('member'), Type.Null()]),
    /** The team's current head-to-head (pkDetail), if it has one. */
    pkId: Type.Union([Type.Integer(), Type.Null()]),
  }),
])
export type TeamDetail = Static<typeof TeamDetailSchema>

export const TeamQuerySchema = Type.Intersect([PageQuerySchema, Type.Object({ keyword: Type.Optional(Type.String({ maxLength: 12 })) })])
export type TeamQuery = Static<typeof TeamQuerySchema>

export const TeamBodySchema = Type.Object({
  name: Type.String({ minLength: TEAM_LIMITS.nameMin, maxLength: TEAM_LIMITS.nameMax }),
  slogan: Type.String({ maxLength: TEAM_LIMITS.sloganMax }),
  avatar: ImageUrlSchema,
})
export type TeamBody = Static<typeof TeamBodySchema>

/** Leaving: a member just leaves; a captain hands over to `successorId` or dissolves the team. */
export const LeaveBodySchema = Type.Object({
  successorId: Type.Optional(Type.Integer({ minimum: 1 })),
  dissolve: Type.Optional(Type.Boolean()),
})
export type LeaveBody = Static<typeof LeaveBodySchema>

export const BoostResultSchema = Type.Object({
  team: TeamSummarySchema,
  /** Points this boost added. */
  added: Type.Integer(),
})
export type BoostResult = Static<typeof BoostResultSchema>

export const RankingRowSchema = Type.Object({
  rank: Type.Integer({ minimum: 1 }),
  teamId: Type.Integer(),
  name: Type.String(),
  avatar: Type.String(),
  score: Type.Integer({ minimum: 0 }),
  memberCount: Type.Integer(),
  /** When the team reached its score (the earlier ranks first on a tie). */
  reachedAt: DateTimeSchema,
})
export type RankingRow = Static<typeof RankingRowSchema>

/** A head-to-head of two teams in a season, shareable (pkDetail?id=). */
export const PkMatchSchema = Type.Object({
  id: Type.Integer(),
  season: SeasonSchema,
  teamA: TeamSummarySchema,
  teamB: TeamSummarySchema,
  /** teamA's score minus teamB's. */
  gap: Type.Integer(),
})
export type PkMatch = Static<typeof PkMatchSchema>

export const PkBodySchema = Type.Object({ rivalTeamId: Type.Integer({ minimum: 1 }) })
export type PkBody = Static<typeof PkBodySchema>
