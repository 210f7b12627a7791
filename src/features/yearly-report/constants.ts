// The server's constant (types/api/user-yearly.ts declares it for the dev API server; src
// imports only types from there). A test keeps them equal.
export const YEARLY_BASE = '/web/user/yearly-report'
