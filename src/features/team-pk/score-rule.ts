// How a member's community activity scores for their team during a season: the points of each
// action and the daily cap per member. Pure and without imports: the dev API server credits
// with these same figures (mock/routes/activity/team-pk-score.ts), the seeded rules state them
// (mock/seed/team-pk.ts), and the team screens show them.
//
// The rule: while the season runs, each action of a member (a work posted, a comment or a reply,
// a post liked) adds its points to the team the member is in, at most DAILY_CAP points per
// member per China calendar day, over all actions; a post liked counts once (unliking and liking
// again adds nothing). Leaving a team keeps what was earned: the team keeps the points.

export type CommunityAction = 'post' | 'comment' | 'like'

/** Points one action brings the member's team. */
export const ACTION_POINTS: Readonly<Record<CommunityAction, number>> = { post: 10, comment: 5, like: 2 }

/** At most this many points per member per China calendar day, over every action. */
export const DAILY_CAP = 30

/** How the rule names each action. */
export const ACTION_NAMES: Readonly<Record<CommunityAction, string>> = { post: '发布作品', comment: '发表评论', like: '点赞动态' }

const ORDER: CommunityAction[] = ['post', 'comment', 'like']

/** Points an action earns when the member already earned `earnedToday` today: its points, cut to what the cap leaves. */
export function creditFor(action: CommunityAction, earnedToday: number): number {
  return Math.max(0, Math.min(ACTION_POINTS[action], DAILY_CAP - Math.max(0, earnedToday)))
}

/** The rule in one line, as the team screens and the rules state it. */
export const SCORE_RULE_TEXT =
  `赛季中队员在社区${ORDER.map((a) => `${ACTION_NAMES[a]} +${ACTION_POINTS[a]} 分`).join('、')}（同一条动态点赞只计一次），` +
  `每人每天最多 ${DAILY_CAP} 分；退出战队后已得积分仍归战队。`
