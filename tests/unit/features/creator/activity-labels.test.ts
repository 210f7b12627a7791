import { lessonLength } from '@/features/creator/activity-labels'

test("a video's length drops the hours under an hour; an article reads in whole minutes, at least one", () => {
  expect(lessonLength({ kind: 'video', duration: 330 })).toBe('05:30')
  expect(lessonLength({ kind: 'video', duration: 3723 })).toBe('1:02:03')
  expect(lessonLength({ kind: 'video', duration: 0 })).toBe('00:00')
  expect(lessonLength({ kind: 'article', duration: 240 })).toBe('约 4 分钟')
  expect(lessonLength({ kind: 'article', duration: 20 })).toBe('约 1 分钟')
})
