import type { LotteryRecord, Prize } from '@api/activity'
import type { StatusTone } from '@/shared/status-tag'

// The server's codes (types/api/activity-lottery.ts declares them for the dev API server; src
// imports only types from there, so no schema library comes with the app).
export const PRIZE_TYPE = { none: 0, physical: 1, points: 2, coupon: 3 } as const
export const RECORD_STATUS = { none: 0, toClaim: 1, shipping: 2, received: 3, expired: 4 } as const

export interface RecordState {
  label: string
  tone: StatusTone
}

const STATES: Record<number, RecordState> = {
  [RECORD_STATUS.none]: { label: '未中奖', tone: 'muted' },
  [RECORD_STATUS.toClaim]: { label: '待领取', tone: 'warning' },
  [RECORD_STATUS.shipping]: { label: '待收货', tone: 'info' },
  [RECORD_STATUS.received]: { label: '已领取', tone: 'success' },
  [RECORD_STATUS.expired]: { label: '已过期', tone: 'muted' },
}

/** The tag of a record: a points or code prize issued at once reads 已发放 rather than 已领取. */
export function recordState(r: Pick<LotteryRecord, 'status' | 'prizeType'>): RecordState {
  if (r.status === RECORD_STATUS.received && r.prizeType !== PRIZE_TYPE.physical) return { label: '已发放', tone: 'success' }
  return STATES[r.status] ?? { label: '处理中', tone: 'info' }
}

/** A physical prize still to claim: the record offers the address sheet. */
export const canClaim = (r: Pick<LotteryRecord, 'status' | 'prizeType'>) => r.prizeType === PRIZE_TYPE.physical && r.status === RECORD_STATUS.toClaim

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
