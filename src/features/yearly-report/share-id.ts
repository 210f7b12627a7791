// The server's share ids (types/api/user-yearly.ts, YearlyShareSchema): anything else cannot be one.
const SHARE_ID = /^[a-z0-9]{12,24}$/

/** The share id of a friend's link (`?id=`), when it can be one; a malformed one is asked of nobody. */
export const shareIdOf = (raw: string | undefined): string | undefined => (raw !== undefined && SHARE_ID.test(raw) ? raw : undefined)
