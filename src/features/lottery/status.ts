import type { LotteryRecord, Prize } from '@api/activity'
import type { StatusTone } from '@/shared/status-tag'
import { PRIZE_TYPE, RECORD_STATUS } from './prize-rules'

// The server's codes (types/api/activity-lottery.ts declares them for the dev API server; src
// imports only types from there, so no schema library comes with the app): prize-rules.ts, with
// the rules of what becomes of a prize, which the server imports.
export { PRIZE_TYPE, RECORD_STATUS }

export interface RecordState {
  label: string
  tone: StatusTone
}

const STATES: Record<number, RecordState> = {
  [RECORD_STATUS.none]: { label: '未中奖', tone: 'muted' },
  [RECORD_STATUS.toClaim]: { label: '待领取', tone: 'warning' },
  [RECORD_STATUS.toShip]: { label: '待发货', tone: 'info' },
  [RECORD_STATUS.shipped]: { label: '待收货', tone: 'info' },
  [RECORD_STATUS.received]: { label: '已收货', tone: 'success' },
  [RECORD_STATUS.expired]: { label: '已过期', tone: 'muted' },
}

/** The tag of a record: a points or code prize issued at once reads 已发放 rather than 已收货. */
export function recordState(r: Pick<LotteryRecord, 'status' | 'prizeType'>): RecordState {
  if (r.status === RECORD_STATUS.received && r.prizeType !== PRIZE_TYPE.physical) return { label: '已发放', tone: 'success' }
  return STATES[r.status] ?? { label: '处理中', tone: 'info' }
}

/** A physical prize still to claim: the record offers the address sheet. */
export const canClaim = (r: Pick<LotteryRecord, 'status' | 'prizeType'>) => r.prizeType === PRIZE_TYPE.physical && r.status === RECORD_STATUS.toClaim

/** A physical prize on its way: the record offers 确认收货. */
export const canConfirm = (r: Pick<LotteryRecord, 'status' | 'prizeType'>) => r.prizeType === PRIZE_TYPE.physical && r.status === RECORD_STATUS.shipped

/** My wins' tabs: every win, or those in one state as it stands now (the server filters). */
export type RecordFilter = 'all' | number
export const RECORD_TABS: readonly { label: string; value: RecordFilter; emptyText: string }[] = [
  { label: '全部', value: 'all', emptyText: '还没有中奖记录，去参加抽奖活动试试手气吧' },
  { label: '待领取', value: RECORD_STATUS.toClaim, emptyText: '没有待领取的奖品' },
  { label: '待发货', value: RECORD_STATUS.toShip, emptyText: '没有待发货的奖品' },
  { label: '待收货', value: RECORD_STATUS.shipped, emptyText: '没有待收货的奖品' },
  { label: '已完成', value: RECORD_STATUS.received, emptyText: '没有已完成的奖品' },
  { label: '已过期', value: RECORD_STATUS.expired, emptyText: '没有已过期的奖品' },
]

const NUMERALS = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九', '十']

/** The level from the prize's sort (1 is the top prize): 一等奖, 二等奖…; the no-prize row has none. */
export function prizeLevel(p: Pick<Prize, 'sort' | 'prizeType'>): string {
  if (p.prizeType === PRIZE_TYPE.none) return ''
  return p.sort >= 1 && p.sort < NUMERALS.length ? `${NUMERALS[p.sort]}等奖` : `第 ${p.sort} 档`
}

/** Stock left: 已抽完 at 0. */
export const stockText = (p: Pick<Prize, 'stock'>) => (p.stock > 0 ? `剩余 ${p.stock} 份` : '已抽完')

const KINDS: Record<number, string> = { 0: '谢谢参与', 1: '实物奖品', 2: '积分', 3: '券码' }
export const prizeKind = (prizeType: number) => KINDS[prizeType] ?? '奖品'

export type LotteryPhase = 'upcoming' | 'running' | 'ended'

/** Where an activity stands at `now`, from its times (the server refuses a draw outside them). */
export function lotteryPhase(a: { startTime: string; endTime: string }, now: number = Date.now()): LotteryPhase {
  if (now < Date.parse(a.startTime)) return 'upcoming'
  return now > Date.parse(a.endTime) ? 'ended' : 'running'
}
