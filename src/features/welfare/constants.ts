// The server's constant (types/api/user-welfare.ts declares it for the dev API server; src
// imports only types from there). A test keeps them equal.
export const WELFARE_BASE = '/web/user/welfare'
