import type { CreatorProfile } from '@api/posts'

/** How far the profile is from its level to the next, 0..1 (1 at the top level). */
export function levelProgress({ exp, levelExp, nextLevelExp }: Pick<CreatorProfile, 'exp' | 'levelExp' | 'nextLevelExp'>): number {
  if (nextLevelExp === null || nextLevelExp <= levelExp) return 1
  return Math.min(1, Math.max(0, (exp - levelExp) / (nextLevelExp - levelExp)))
}

/** 再获得 120 成长值升级为 金牌创作者 / 已达最高等级. */
export function levelHint(p: Pick<CreatorProfile, 'exp' | 'nextLevelExp' | 'nextLevelName'>): string {
  if (p.nextLevelExp === null) return '已达最高等级'
  return `再获得 ${Math.max(0, p.nextLevelExp - p.exp)} 成长值升级为${p.nextLevelName ?? '下一等级'}`
}
