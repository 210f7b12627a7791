import { finalText, gapText, hasRoom, pkLeader, sideGapText } from '@/features/team-pk/pk-text'
import { seasonEnded } from '@/features/team-pk/hooks'
import { pkShareData, pkShareFallback } from '@/features/team-pk/share'
import { endedSeason, match, season, summary } from './match-fixtures'

test('the gap names the leader by the server gap, from either side, and a tie', () => {
  const ahead = match()
  expect(gapText(ahead)).toBe('星驰先锋队 领先 120 分')
  expect(sideGapText(ahead, 'A')).toBe('领先 120 分')
  expect(sideGapText(ahead, 'B')).toBe('落后 120 分')
  const behind = match({ gap: -35 })
  expect(pkLeader(behind)?.name).toBe('极光车友队')
  expect(gapText(behind)).toBe('极光车友队 领先 35 分')
  expect(sideGapText(behind, 'A')).toBe('落后 35 分')
  const tie = match({ gap: 0 })
  expect(gapText(tie)).toBe('双方比分持平')
  expect(sideGapText(tie, 'B')).toBe('持平')
})

test('after the season: the winner, or a draw', () => {
  expect(finalText(match({ gap: -1 }))).toBe('赛季已结束，极光车友队 获胜')
  expect(finalText(match({ gap: 0 }))).toBe('赛季已结束，双方战平')
})

test('share data: both names and the head-to-head page; the page alone before it loads', () => {
  expect(pkShareData(match())).toEqual({ title: '星驰先锋队 VS 极光车友队，快来助力！', path: '/pages/teamPk/pages/pkDetail?id=951' })
  expect(pkShareFallback(951).path).toBe('/pages/teamPk/pages/pkDetail?id=951')
  expect(pkShareFallback(undefined).path).toBeUndefined()
})

test('a season ends by its state or by its end time passing; a team has room below its limit', () => {
  expect(seasonEnded(season())).toBe(false)
  expect(seasonEnded(endedSeason())).toBe(true)
  const s = season()
  expect(seasonEnded(s, Date.parse(s.endTime) + 1)).toBe(true)
  expect(hasRoom(summary(1, 'a', { memberCount: 9, maxMembers: 10 }))).toBe(true)
  expect(hasRoom(summary(1, 'a', { memberCount: 10, maxMembers: 10 }))).toBe(false)
})
