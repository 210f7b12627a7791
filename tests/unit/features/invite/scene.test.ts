import { buyTargetOf, friendScene, inviteCodeOf, namesInvite, recommendQuery, sceneIdOf } from '@/features/invite/scene'

test('an invite code comes from the query or from a QR scene, and must look like one', () => {
  expect(inviteCodeOf({ inviteCode: 'XC000001' })).toBe('XC000001')
  expect(inviteCodeOf({ scene: encodeURIComponent(friendScene('XC000002')) })).toBe('XC000002')
  expect(inviteCodeOf({ scene: 'ic=XC000003' })).toBe('XC000003')
  expect(inviteCodeOf({ inviteCode: '<script>' })).toBeUndefined()
  expect(inviteCodeOf({ scene: '%E0%A4%A' })).toBeUndefined()
  expect(inviteCodeOf({})).toBeUndefined()
})

test('a link that names an invitation, well-formed or not, is told apart from one that names none', () => {
  expect(namesInvite({ inviteCode: '<script>' })).toBe(true)
  expect(namesInvite({ inviteCode: '' })).toBe(true)
  expect(namesInvite({ scene: 'ic=bad' })).toBe(true)
  expect(namesInvite({ scene: '401-7-k3j2' })).toBe(false)
  expect(namesInvite({})).toBe(false)
})

test('the QR scene fits WeChat’s 32 characters', () => {
  expect(friendScene('XC000001').length).toBeLessThanOrEqual(32)
})

test('activity and inviter come from the query, else from a sceneId', () => {
  expect(buyTargetOf({ activityId: '401', accountId: '1' })).toEqual({ activityId: 401, accountId: 1 })
  expect(buyTargetOf({ scene: encodeURIComponent('401-7-k3j2') })).toEqual({ activityId: 401, accountId: 7 })
  expect(buyTargetOf({ activityId: '402', scene: '401-7-k3j2' })).toEqual({ activityId: 402, accountId: 7 })
  expect(buyTargetOf({ activityId: 'x', accountId: '0' })).toEqual({ activityId: undefined, accountId: undefined })
  expect(buyTargetOf({ activityId: '1e3', accountId: ' 7', scene: '401-7-k3j2' })).toEqual({ activityId: 401, accountId: 7 })
  expect(buyTargetOf({})).toEqual({ activityId: undefined, accountId: undefined })
})

test('a recommend-a-purchase link carries the inviter and the sceneId, which the friend\'s page reads back', () => {
  const query = recommendQuery(1, '401-1-seed01')
  expect(query).toBe('accountId=1&scene=401-1-seed01')
  const params = Object.fromEntries(new URLSearchParams(query))
  expect(sceneIdOf(params)).toBe('401-1-seed01')
  expect(buyTargetOf(params)).toEqual({ activityId: 401, accountId: 1 })
  expect(sceneIdOf({ scene: encodeURIComponent('401-7-k3j2') })).toBe('401-7-k3j2')
  expect(sceneIdOf({ scene: 'ic=XC000001' })).toBeUndefined()
  expect(sceneIdOf({ scene: `401-1-${'a'.repeat(30)}` })).toBeUndefined()
  expect(sceneIdOf({})).toBeUndefined()
})
