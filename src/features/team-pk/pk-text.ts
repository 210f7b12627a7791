import type { PkMatch, TeamSummary } from '@api/activity'

/** The leading team, by the server's gap (teamA's score minus teamB's); null on a tie. */
export function pkLeader(match: PkMatch): TeamSummary | null {
  if (match.gap === 0) return null
  return match.gap > 0 ? match.teamA : match.teamB
}

/** The centre line of a head-to-head: '先锋队 领先 120 分', or '双方比分持平'. */
export function gapText(match: PkMatch): string {
  const leader = pkLeader(match)
  return leader ? `${leader.name} 领先 ${Math.abs(match.gap)} 分` : '双方比分持平'
}

/** One side's standing: '领先 120 分' / '落后 120 分' / '持平'. */
export function sideGapText(match: PkMatch, side: 'A' | 'B'): string {
  const gap = side === 'A' ? match.gap : -match.gap
  return gap === 0 ? '持平' : gap > 0 ? `领先 ${gap} 分` : `落后 ${-gap} 分`
}

/** After the season: who won the head-to-head, or a draw. */
export function finalText(match: PkMatch): string {
  const leader = pkLeader(match)
  return leader ? `赛季已结束，${leader.name} 获胜` : '赛季已结束，双方战平'
}

/** A team still takes members. */
export const hasRoom = (team: TeamSummary): boolean => team.memberCount < team.maxMembers
