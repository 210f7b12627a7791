// The server's constant (types/api/user-occupation.ts declares it for the dev API server; src
// imports only types from there). A test keeps them equal.
export const OCCUPATION_BASE = '/web/user/occupation-auth'
