// Team PK seed: season 1 running (started 20 days ago, ends in 12), teams 901-912 in five
// cities with 1 to 10 members, the dev user captain of 901 with users 4, 5, 6; users 2 and 7 in
// no team (the e2e forms and joins with them). 909 and 907 tie on score, 909 reached it first
// so it ranks higher despite its id. 905 is full. Head-to-head 951 is 901 against 902.
// A team's score is its members' community points (memberPoints: kept when a member leaves) plus
// its boosts times boostPoints; the points of each community action and the daily cap are the
// app's own rule (src/features/team-pk/score-rule.ts), which the rules below state.
import type { RuleDoc } from '../../types/api/user'
import { ACTION_NAMES, ACTION_POINTS, DAILY_CAP, type CommunityAction } from '../../src/features/team-pk/score-rule'
import type { Db } from '../state/db'
import { chinaDay, days, hours, iso } from '../core/time'
import { img } from './img'

export interface TeamSeasonRow {
  id: number
  name: string
  startTime: string
  endTime: string
  boostPoints: number
  maxMembers: number
  /** The season's ledger of members' community points, one row per action credited (or capped to 0). */
  credits: TeamCreditRow[]
}

/** A community action of a member credited to their team (mock/routes/activity/team-pk-score.ts). */
export interface TeamCreditRow {
  accountId: number
  teamId: number
  action: CommunityAction
  /** The work, comment or liked post: each counts once. */
  refId: number
  /** China calendar day of the action (the cap is per member and day). */
  day: string
  /** Points credited: the action's, cut by the daily cap (0 once it is reached). */
  points: number
  at: string
}

export interface TeamRow {
  id: number
  seasonId: number
  name: string
  slogan: string
  avatar: string
  cityName: string
  captainId: number
  score: number
  /** The part of the score members earned in the community (departed members' included). */
  memberPoints: number
  /** When the team reached its score: on a tie the earlier ranks first. */
  reachedAt: string
  boostsReceived: number
  createdAt: string
}

/** A member; seeded teams other than 901 have synthetic members (ids 90000+), not accounts. */
export interface TeamMemberRow {
  teamId: number
  accountId: number
  displayName: string
  avatarUrl: string
  points: number
  joinedAt: string
}

export interface TeamBoostRow {
  accountId: number
  teamId: number
  /** China calendar day of the boost (one per account, team and day). */
  day: string
  at: string
}

export interface TeamPkRow {
  id: number
  seasonId: number
  teamA: number
  teamB: number
  createdAt: string
}

export const TEAM_SEASON_ID = 1
export const DEV_TEAM_ID = 901
export const SEEDED_PK_ID = 951
const BOOST_POINTS = 50
const MAX_MEMBERS = 10

/** The city each seeded user's teams are formed in (and recommended from); others: 北京市. */
const HOME_CITIES: Record<number, string> = { 1: '北京市', 2: '上海市', 4: '深圳市', 5: '上海市', 6: '杭州市', 7: '成都市', 8: '上海市' }
export const homeCity = (accountId: number | null) => (accountId !== null && HOME_CITIES[accountId]) || '北京市'

type Team = [id: number, name: string, city: string, slogan: string, size: number, score: number, boosts: number, reachedHoursAgo: number]

const TEAMS: Team[] = [
  [901, '星驰先锋队', '北京市', '一起绿色出行，一起冲榜！', 4, 4650, 12, 5],
  [902, '星火燎原队', '上海市', '星星之火，可以燎原', 6, 4620, 14, 3],
  [903, '深蓝闪电队', '深圳市', '充电五分钟，快乐一整天', 3, 3200, 8, 30],
  [904, '西湖骑士团', '杭州市', '湖畔出发，勇往直前', 8, 6880, 25, 2],
  [905, '天府之星队', '成都市', '满员出征，只争第一', 10, 6500, 20, 9],
  [906, '长安追光队', '北京市', '追光而行', 1, 800, 4, 60],
  [907, '浦江风驰队', '上海市', '风驰电掣，不负韶华', 5, 3980, 10, 20],
  [908, '南山电音队', '深圳市', '开电车，听电音', 2, 2100, 6, 44],
  [909, '钱塘潮汐队', '杭州市', '潮起钱塘，志在榜首', 7, 3980, 11, 70],
  [910, '锦城绿行队', '成都市', '低碳生活从我做起', 9, 5230, 16, 12],
  [911, '燕京夜行队', '北京市', '夜色再深也有光', 3, 1500, 5, 50],
  [912, '黄浦星河队', '上海市', '新队报到，请多关照', 1, 0, 0, 100],
]

/** The dev user's team: the dev user (captain) and users 4, 5, 6, as accounts. */
const DEV_TEAM_MEMBERS = [1, 4, 5, 6]
/** 902's captain is user 8; every other seeded member is synthetic. */
const TEAM_902_CAPTAIN = 8

const NAMES = [
  '追风少年', '电驴骑士', '夜跑的猫', '山海之间', '青柠不酸', '快乐充电宝', '北方的狼', '阿杰', '小鹿乱撞', '周末去露营',
  '橙子味汽水', '老陈', '慢慢走', '林间小路', '大白鲸', '雨后晴天', '路过人间', '南风知我意', '一路向北', '星河滚烫',
]

/** Splits `total` over `n` members: the captain a bit more, deterministic. */
function split(total: number, n: number): number[] {
  const weights = Array.from({ length: n }, (_, i) => (i === 0 ? n + 2 : n - i + 1))
  const sum = weights.reduce((a, b) => a + b, 0)
  const parts = weights.map((w) => Math.floor((total * w) / sum))
  parts[0] += total - parts.reduce((a, b) => a + b, 0)
  return parts
}

export function seedTeamSeasons(now: number): TeamSeasonRow[] {
  return [{ id: TEAM_SEASON_ID, name: '2026 冬季战队 PK 赛', startTime: iso(now - days(20)), endTime: iso(now + days(12)), boostPoints: BOOST_POINTS, maxMembers: MAX_MEMBERS, credits: [] }]
}

export function seedTeams(now: number, users: Db['users']): { teams: TeamRow[]; teamMembers: TeamMemberRow[] } {
  const teams: TeamRow[] = []
  const teamMembers: TeamMemberRow[] = []
  for (const [id, name, cityName, slogan, size, score, boosts, reachedHoursAgo] of TEAMS) {
    const createdAt = now - days(19) + hours(id - 900)
    const points = split(score - boosts * BOOST_POINTS, size)
    const accounts = id === DEV_TEAM_ID ? DEV_TEAM_MEMBERS : id === 902 ? [TEAM_902_CAPTAIN] : []
    for (let i = 0; i < size; i++) {
      const user = users.find((u) => u.accountId === accounts[i])
      const synthetic = NAMES[(id * 3 + i) % NAMES.length]
      const accountId = user?.accountId ?? 90000 + (id - 900) * 100 + i
      teamMembers.push({
        teamId: id, accountId, points: points[i], joinedAt: iso(createdAt + hours(i * 7)),
        displayName: user?.displayName ?? synthetic,
        avatarUrl: user?.avatarUrl ?? img('avatars', `team-${id}-${i}`, synthetic.slice(0, 1)),
      })
    }
    teams.push({
      id, seasonId: TEAM_SEASON_ID, name, slogan, cityName, avatar: img('avatars', `team-${id}`, name.slice(0, 1)),
      captainId: teamMembers.find((m) => m.teamId === id)!.accountId,
      score, memberPoints: score - boosts * BOOST_POINTS, boostsReceived: boosts, reachedAt: iso(now - hours(reachedHoursAgo)), createdAt: iso(createdAt),
    })
  }
  return { teams, teamMembers }
}

/** The dev user boosted 902 and 904 yesterday, so today both are open again. */
export function seedTeamBoosts(now: number): TeamBoostRow[] {
  const at = now - days(1)
  return [902, 904].map((teamId) => ({ accountId: 1, teamId, day: chinaDay(at), at: iso(at) }))
}

export function seedTeamPks(now: number): TeamPkRow[] {
  return [{ id: SEEDED_PK_ID, seasonId: TEAM_SEASON_ID, teamA: DEV_TEAM_ID, teamB: 902, createdAt: iso(now - days(6)) }]
}

const p = (text: string) => `<p>${text}</p>`
const ACTIVITY_POINTS = (['post', 'comment', 'like'] as const).map((a) => `${ACTION_NAMES[a]}每次 <strong>${ACTION_POINTS[a]} 分</strong>`).join('，')

/** The ranking rules; the end carries a <script> and an onerror= on purpose (the app must sanitize). */
export function seedTeamRules(now: number): RuleDoc {
  return {
    title: '战队 PK 赛规则',
    updatedAt: iso(now - days(21)),
    html:
      `<h3>一、组队</h3>${p('每位车主每个赛季只能加入一支战队；战队最多 10 人，队长可移除队员或解散战队。')}` +
      `<h3>二、积分</h3><ol><li>赛季中队员在社区的活动计入战队总分：${ACTIVITY_POINTS}。同一条动态点赞只计一次；每人每天最多计 <strong>${DAILY_CAP} 分</strong>。</li>` +
      `<li>退出战队或被移出后，已为战队获得的积分仍归战队；加入新战队后从 0 分重新累计。</li><li>任何人每天可为同一支战队助力一次，每次助力为战队增加 <strong>50 分</strong>。</li></ol>` +
      `<h3>三、排名</h3>${p('按战队总分从高到低排名；总分相同时，先达到该分数的战队排名靠前。')}` +
      `<h3>四、奖励</h3>${p('赛季结束后，排名前三的战队每位队员获得星驰定制礼包，前十名获得充电卡。')}` +
      `<script>window.__xss = true</script><p><img src="/static/img/covers/missing.svg" onerror="window.__xss = true" alt="规则配图"></p>`,
  }
}

/** The Team PK tables of the seed, gathered so index.ts stays short (also the admin restore). */
export function seedTeamPkAll(now: number, users: Db['users']): Pick<Db, 'teamSeasons' | 'teams' | 'teamMembers' | 'teamBoosts' | 'teamPks' | 'teamRules'> {
  return { teamSeasons: seedTeamSeasons(now), ...seedTeams(now, users), teamBoosts: seedTeamBoosts(now), teamPks: seedTeamPks(now), teamRules: seedTeamRules(now) }
}
