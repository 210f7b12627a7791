import { badBuyLink } from '@/features/invite/scene'

test('a recommend-a-purchase link with a well-formed inviter, campaign and scene, or none, is not bad', () => {
  expect(badBuyLink({ accountId: '1', scene: encodeURIComponent('401-1-seed01') })).toBe(false)
  expect(badBuyLink({ scene: '401-1-seed01' })).toBe(false)
  expect(badBuyLink({ activityId: '401' })).toBe(false)
  expect(badBuyLink({})).toBe(false)
})

test('one that names any of them badly is bad: no plain form or own page in its place', () => {
  const cases = [
    { accountId: 'abc!!' },
    { accountId: '-1', scene: '401-1-seed01' },
    { activityId: '1'.repeat(40) },
    { scene: 'abc!!' },
    { scene: '-1' },
    { accountId: '1', scene: `401-1-${'a'.repeat(40)}` },
    { accountId: '1', scene: '' },
  ]
  for (const params of cases) expect([params, badBuyLink(params)]).toEqual([params, true])
})
