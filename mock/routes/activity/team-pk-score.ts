// Members' community activity scores for their team (the app's rule, src/features/team-pk/
// score-rule.ts): the community's write routes call creditTeam once the post, the comment or the
// like is made. While the season runs and the account is in one of its teams, the action's points
// (cut to what the member's daily cap leaves) go to the member's points, the team's memberPoints
// and its score, and the team reached that score now. Each work, comment or liked post counts
// once (the season's ledger keeps it), so a retry or an unlike and like again adds nothing twice.
// Leaving keeps what was earned: only the member row goes, the team's figures stay.
import { creditFor, type CommunityAction } from '../../../src/features/team-pk/score-rule'
import { chinaDay, iso } from '../../core/time'
import type { TeamSeasonRow } from '../../seed/team-pk'
import type { Db } from '../../state/db'
import { myTeam, runningSeason } from './team-pk-views'

/** Points the account brought any team of the season on that China day. */
const earnedOn = (season: TeamSeasonRow, accountId: number, day: string) =>
  season.credits.reduce((sum, c) => (c.accountId === accountId && c.day === day ? sum + c.points : sum), 0)

/**
 * Credits a community action of `accountId` to their team; the points added (0: no season
 * running, no team, counted already, or the daily cap reached). Never refuses: the community
 * write it follows stands either way.
 */
export function creditTeam(db: Db, accountId: number, action: CommunityAction, refId: number, now: number): number {
  const season = runningSeason(db, now)
  if (!season) return 0
  const team = myTeam(db, accountId)
  const member = team && db.teamMembers.find((m) => m.teamId === team.id && m.accountId === accountId)
  if (!team || !member) return 0
  if (season.credits.some((c) => c.accountId === accountId && c.action === action && c.refId === refId)) return 0
  const day = chinaDay(now)
  const points = creditFor(action, earnedOn(season, accountId, day))
  season.credits.push({ accountId, teamId: team.id, action, refId, day, points, at: iso(now) })
  if (points > 0) {
    member.points += points
    team.memberPoints += points
    team.score += points
    team.reachedAt = iso(now)
  }
  return points
}
