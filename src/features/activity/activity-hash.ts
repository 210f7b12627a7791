// The hash of an activity's share link, as the server takes it (types/api/activity-register.ts).
const HASH = /^[0-9A-Za-z_-]{4,40}$/

/** The activity hash of a share link (`?hash=`), when it can be one; a malformed one is asked of nobody. */
export const activityHashOf = (raw: string | undefined): string | undefined => (raw !== undefined && HASH.test(raw) ? raw : undefined)
