// The server's constant (types/api/domain-museum.ts declares it for the dev API server; src
// imports only types from there). A test keeps them equal.
export const MUSEUM_BASE = '/api/v1/domain/app/museum'
