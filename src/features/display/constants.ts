// The server's constant (types/api/activity-display.ts declares it for the dev API server; src
// imports only types from there). A test keeps them equal.
/** How often the display asks again (spec §9's location refresh interval, 30 s). */
export const DISPLAY_REFRESH_MS = 30_000
