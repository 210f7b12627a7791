import type { Platform } from '@api/posts'

// The server's constants (types/api/posts-creator.ts declares them for the dev API server; src
// imports only types from there, so no schema library comes with the app). A test keeps them equal.
export const CREATOR_BASE = '/web/community/creator'
export const CREATOR_PLATFORMS: Record<Platform, string> = { douyin: '抖音', xiaohongshu: '小红书', bilibili: '哔哩哔哩', weibo: '微博', channels: '视频号' }
export const WORK_LIMITS = { title: 30, text: 2000, images: 9 } as const
export const STAT_PERIODS = [7, 30] as const
