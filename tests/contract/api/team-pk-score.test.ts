// Team PK scores that follow the rule (issue 38), through the app's own calls against the dev API
// server: a member's comment, like and work add the rule's points (src/features/team-pk/
// score-rule.ts) to the team's score, its members' part and the member's points, at most the
// daily cap per member; each thing counts once; the ranking follows; leaving keeps what was
// earned; nothing counts outside a team or the season, nor from a refused write.
// Seed: 901 (the dev user's, 4650, reached 5 hours ago) just above 902 (4620, room for more);
// users 2 and 7 in no team; post 107 not liked by the dev user.
import { likeContent, postComment, unlikeContent } from '@/features/community/api'
import { submitWork } from '@/features/creator/api'
import { getMyRanking, getRanking, getTeam, getTeamRules, joinTeam, leaveTeam } from '@/features/team-pk/api'
import { ACTION_NAMES, ACTION_POINTS, DAILY_CAP } from '@/features/team-pk/score-rule'
import { clearSession, setToken } from '@/core/session'
import { setupApiServer } from '../support/api-server'

const api = setupApiServer()
const POST = 107
const comment = (content: string) => postComment({ contentId: POST, content })
const rankOf = async (teamId: number) => (await getRanking({ pageNo: 1, pageSize: 50 })).list.find((r) => r.teamId === teamId)!
/** Comments until the member's cap of the day is reached (every comment itself stands). */
async function earnTheCap(tag: string) {
  for (let i = 0; i < Math.ceil(DAILY_CAP / ACTION_POINTS.comment); i++) await comment(`${tag} 的第 ${i + 1} 条评论`)
}

test('the rules state the points of each action and the daily cap the app and the server share', async () => {
  const { html } = await getTeamRules()
  for (const action of ['post', 'comment', 'like'] as const) expect(html).toContain(`${ACTION_NAMES[action]}每次 <strong>${ACTION_POINTS[action]} 分</strong>`)
  expect(html).toContain(`每人每天最多计 <strong>${DAILY_CAP} 分</strong>`)
  expect(html).toContain('已为战队获得的积分仍归战队')
})

test('a member\'s comment, like and work add their points: the score, its members\' part, my points, my day, the ranking', async () => {
  const before = await getTeam(901)
  expect(before.scoreParts.members + before.scoreParts.boosts).toBe(before.score)
  expect(before.scoreParts.boosts).toBe(before.boostsReceived * 50)
  expect(before.myPointsToday).toBe(0)
  const mine = before.members.find((m) => m.accountId === 1)!.points

  await comment('周末约车友一起去露营')
  await likeContent(POST)
  await submitWork({ title: '雪后试驾', text: '早上出门，S7 上落了一层薄雪，预热十分钟就出发了。', images: ['/static/img/covers/snow.svg'] })
  const added = ACTION_POINTS.comment + ACTION_POINTS.like + ACTION_POINTS.post

  const after = await getTeam(901)
  expect(after).toMatchObject({
    score: before.score + added, myPointsToday: added,
    scoreParts: { members: before.scoreParts.members + added, boosts: before.scoreParts.boosts },
  })
  expect(after.members.find((m) => m.accountId === 1)!.points).toBe(mine + added)
  expect((await rankOf(901)).score).toBe(before.score + added)
  expect(await getMyRanking()).toMatchObject({ teamId: 901, score: before.score + added })

  // The same post liked again after an unlike adds nothing; the figures of today are mine only.
  await unlikeContent(POST)
  await likeContent(POST)
  expect((await getTeam(901)).score).toBe(before.score + added)
  clearSession()
  expect((await getTeam(901)).myPointsToday).toBeNull()
  setToken('dev-token-2')
  expect((await getTeam(901)).myPointsToday).toBeNull()
})

test('the daily cap: at most the cap per member and day; the comments beyond it stand but add nothing', async () => {
  const before = await getTeam(901)
  await earnTheCap('车主小王')
  const capped = await getTeam(901)
  expect(capped).toMatchObject({ score: before.score + DAILY_CAP, myPointsToday: DAILY_CAP })
  const extra = await comment('再来一条')
  expect(extra.content).toBe('再来一条')
  await likeContent(POST)
  expect(await getTeam(901)).toMatchObject({ score: before.score + DAILY_CAP, myPointsToday: DAILY_CAP })
})

test('other teams\' members move the ranking (a tie: who reached it first); leaving keeps what was earned', async () => {
  const top = await rankOf(901)
  const rival = await rankOf(902)
  expect(top.score - rival.score).toBe(DAILY_CAP)
  expect(rival.rank).toBe(top.rank + 1)

  // User 7 joins 902 and brings it level with 901: 901 reached that score first and stays ahead.
  setToken('dev-token-7')
  await joinTeam(902)
  await earnTheCap('成都胖虎')
  expect((await rankOf(902)).score).toBe(top.score)
  expect((await rankOf(902)).rank).toBe(top.rank + 1)

  // User 2 joins too: 902 passes 901.
  setToken('dev-token-2')
  await joinTeam(902)
  await earnTheCap('小李爱自驾')
  expect(await rankOf(902)).toMatchObject({ score: top.score + DAILY_CAP, rank: top.rank })
  expect((await rankOf(901)).rank).toBe(top.rank + 1)

  // User 7 leaves: the team keeps the points they brought it, and its place.
  const kept = await getTeam(902)
  setToken('dev-token-7')
  expect(await leaveTeam(902)).toEqual({ ok: true })
  const after = await getTeam(902)
  expect(after.members.some((m) => m.accountId === 7)).toBe(false)
  expect(after).toMatchObject({ score: kept.score, scoreParts: kept.scoreParts, myPointsToday: null })
  expect((await rankOf(902)).rank).toBe(top.rank)

  // In a new team the member's cap of the day still counts what they earned today.
  const joined = await joinTeam(903)
  await comment('换了一支战队')
  expect(await getTeam(903)).toMatchObject({ score: joined.score, myPointsToday: 0 })
})

test('nothing counts without a team, from a refused comment, or after the season ended', async () => {
  setToken('dev-token-2')
  const ranking = (await getRanking({ pageNo: 1, pageSize: 50 })).list
  await comment('我还没有战队')
  await likeContent(POST)
  expect((await getRanking({ pageNo: 1, pageSize: 50 })).list).toEqual(ranking)

  setToken('dev-token')
  const before = await getTeam(901)
  await expect(comment('这里有违禁词哦')).rejects.toMatchObject({ status: 400, message: '评论包含敏感词：违禁词' })
  expect(api.toasts).toEqual(['评论包含敏感词：违禁词'])
  expect((await getTeam(901)).score).toBe(before.score)

  await api.send({ method: 'POST', path: '/__admin/team-pk/seasons/1/end' })
  await comment('赛季结束以后的评论')
  expect(await getTeam(901)).toMatchObject({ score: before.score, myPointsToday: null })
})
