import type { StatusTone } from '@/shared/status-tag'

/** A record's tag: 已购车 (status 3) is what earns the big reward; the steps before it are under way. */
export const recordTone = (status: number): StatusTone => (status === 3 ? 'accent' : 'info')
