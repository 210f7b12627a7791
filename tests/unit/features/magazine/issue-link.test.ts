import { issueLink } from '@/features/magazine/issue-link'

test('a magazine link names its issue, or none (the shelf, the newest issue)', () => {
  expect(issueLink({ issueId: '2' })).toEqual({ issueId: 2, bad: false })
  expect(issueLink({})).toEqual({ issueId: undefined, bad: false })
})

test('an issue named badly is a bad link, never another issue or the shelf', () => {
  for (const issueId of ['abc!!', '-1', '', '0', '1'.repeat(40)]) expect([issueId, issueLink({ issueId })]).toEqual([issueId, { issueId: undefined, bad: true }])
})
