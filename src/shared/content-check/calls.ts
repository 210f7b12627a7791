import type { GreenCheck } from '@api/posts'
import { request } from '@/core/request'

// The two text checks of spec §5 (domain posts, sent without auth: they may run before the user
// is logged in). Shared: every screen that publishes text runs them (comments, evaluations).

/** POST /web/community/common/green/check: `contentCheckResult.checkResults` 1 is a pass. */
export function greenCheck(text: string): Promise<GreenCheck> {
  return request<GreenCheck>({ domain: 'posts', method: 'POST', path: '/web/community/common/green/check', data: { text }, auth: false })
}

/** POST /web/community/common/sensitive-word/check: the flagged words, empty when clean. */
export function sensitiveWordCheck(text: string): Promise<string[]> {
  return request<string[]>({ domain: 'posts', method: 'POST', path: '/web/community/common/sensitive-word/check', data: { text }, auth: false })
}
