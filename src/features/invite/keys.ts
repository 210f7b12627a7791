import { AREA, keyText } from '@/core/query'

// The invite reads a write marks, named here once: api.ts marks them and queries.ts files its
// reads under them (api.ts never imports queries.ts).

/** The inviter's card behind a code, one per code below it. */
export const INVITER = [AREA.invite, 'inviter'] as const
/** My recommend-a-purchase page: the activity with me as inviter and my statistics. */
export const INVITE_BUY = [AREA.invite, 'buy'] as const
/** My registration invitations, one list per tab below it. */
export const INVITE_RECORDS = [AREA.invite, 'records'] as const
/** The friends I recommended to buy a car, one list per tab below it. */
export const CAR_RECORDS = [AREA.invite, 'car-records'] as const

/** What a referral changes: the inviter's statistics and both kinds of records. */
export const REFERRAL_SHOWN = [keyText(INVITE_BUY), keyText(INVITE_RECORDS), keyText(CAR_RECORDS)]
