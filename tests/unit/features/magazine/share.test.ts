import { issuePath, issueWebPath } from '@/features/magazine/share'

test('a shared issue opens the entry page at it: its page path in the mini-program, the short "/" address on the web', () => {
  expect(issuePath(3)).toBe('/pages/book-browse/book-browse?issueId=3')
  expect(issueWebPath(3)).toBe('/?issueId=3')
})
