import { initRuntime } from '@/core'
import { startTelemetry } from '@/core/telemetry'
import { watchPrivacyAuthorization } from '@/shared/wx-privacy'

/** Mini-program: nothing before launch; the launch options carry the query. */
export function startBeforeFirstPage(): void {}

/**
 * Mini-program: the launch query carries access_token / token (spec §4). WeChat's privacy
 * authorization is answered from launch on, before a first page can call a privacy API.
 */
export function startOnLaunch(query: Record<string, string>): void {
  startTelemetry()
  watchPrivacyAuthorization()
  void initRuntime(query)
}
