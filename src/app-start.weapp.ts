import { initRuntime } from '@/core'

/** Mini-program: nothing before launch; the launch options carry the query. */
export function startBeforeFirstPage(): void {}

/** Mini-program: the launch query carries access_token / token (spec §4). */
export function startOnLaunch(query: Record<string, string>): void {
  void initRuntime(query)
}
