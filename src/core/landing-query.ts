import { parseQuery } from './navigation'

export type LandingQuery = Record<string, string | undefined>

/** Query of the landing page: the H5 address bar (landing-query.weapp.ts: the launch options). */
export function landingQuery(): LandingQuery {
  return typeof window === 'undefined' ? {} : parseQuery(window.location.search)
}
