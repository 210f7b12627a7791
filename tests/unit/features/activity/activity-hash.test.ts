import { activityHashOf } from '@/features/activity/activity-hash'

test('an activity hash is 4 to 40 letters, digits, _ or -, as the server takes it', () => {
  for (const raw of ['a1B2', 'reg-2026_spring', 'x'.repeat(40)]) expect(activityHashOf(raw)).toBe(raw)
  for (const raw of [undefined, '', 'abc', 'abc!!', '<script>', 'a b c d', 'x'.repeat(41)]) expect([raw, activityHashOf(raw)]).toEqual([raw, undefined])
})
