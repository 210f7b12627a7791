// The server's constants (types/api/user-partner.ts declares them for the dev API server; src
// imports only types from there). A test keeps them equal.
export const PARTNER_BASE = '/web/user/partner'
export const PARTNER_SOURCE_PREFIX = 'partner-'
