import type { SharedYear, YearlyReport } from '@api/user'

export const RICH: YearlyReport = {
  year: 2026,
  displayName: '林间追风',
  avatarUrl: 'a.svg',
  firstDay: '2024-03-15T08:00:00+08:00',
  daysWithBrand: 620,
  signInDays: 211,
  pointsEarned: 23456,
  pointsSpent: 8000,
  posts: 36,
  likesReceived: 10000,
  activities: 4,
  testDrives: 2,
  maintenanceVisits: 3,
  favouriteTopic: '自驾游',
  keyword: '远方',
  keywordReason: '你的足迹遍布山海，远方一直在你的路上',
}

export const MODERATE: YearlyReport = {
  ...RICH,
  firstDay: '2026-06-01T08:00:00+08:00',
  daysWithBrand: 120,
  signInDays: 30,
  pointsEarned: 500,
  pointsSpent: 0,
  posts: 0,
  likesReceived: 0,
  activities: 0,
  testDrives: 1,
  maintenanceVisits: 0,
  favouriteTopic: null,
  keyword: '初见',
  keywordReason: '你刚刚加入我们，一切才开始',
}

export const EMPTY: YearlyReport = {
  ...MODERATE,
  daysWithBrand: 3,
  signInDays: 0,
  pointsEarned: 0,
  testDrives: 0,
  keyword: '启程',
  keywordReason: '每段旅程都从第一步开始',
}

export const SHARED: SharedYear = { year: 2026, displayName: '林间追风', avatarUrl: 'a.svg', daysWithBrand: 620, signInDays: 211, pointsEarned: 23456, keyword: '远方' }
