import { shareIdOf } from '@/features/yearly-report/share-id'

test('a yearly share id is 12 to 24 lower-case letters or digits, as the server gives them out', () => {
  expect(shareIdOf('k7q2m9x4t1v8w3p6')).toBe('k7q2m9x4t1v8w3p6')
  for (const raw of [undefined, '', 'abc!!', '-1', 'short1', 'K7Q2M9X4T1V8', 'k7q2m9x4t1v8w3p6 ', 'a'.repeat(25), '%3Cscript%3E']) {
    expect([raw, shareIdOf(raw)]).toEqual([raw, undefined])
  }
})
