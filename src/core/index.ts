/*
 * Core runtime: no UI. Feature code imports from the sub-modules ('@/core/request',
 * '@/core/session', ...); app.tsx imports `initRuntime` and `store` from here.
 */
export { initRuntime, landingQuery, type LandingQuery, type RuntimeStart } from './start'
export { store } from './store'
export { currentRuntime, type Runtime } from './runtime'
export { systemClock, type Clock } from './clock'
