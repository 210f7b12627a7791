import { AREA, keyText } from '@/core/query'

// The activity reads a registration marks, named here once: api.ts marks them and queries.ts
// files its reads under them (api.ts never imports queries.ts).

/** An activity's page (by its hash) and my registrations, below it. */
export const REGISTRATIONS = [AREA.activity, 'register'] as const
/** The hub's lists of activities, one per state below it. */
export const HUB = [AREA.activity, 'hub'] as const

/** What a registration changes: my registrations and the hub's counts. */
export const REGISTRATION_SHOWN = [keyText(REGISTRATIONS), keyText(HUB)]
