import { issuePath, issueShare, issueWebPath } from '@/features/magazine/share'

test('a shared issue opens the entry page at it: its page path in the mini-program, the short "/" address on the web', () => {
  expect(issuePath(3)).toBe('/pages/book-browse/book-browse?issueId=3')
  expect(issueWebPath(3)).toBe('/?issueId=3')
})

test('WeChat shares an issue with its cover; the magazine while the issue is loading or none is open', () => {
  const issue = { id: 3, title: '《星驰》第3期', issueNo: '2025 年第 3 期', cover: 'c3.svg', summary: '春季新车', publishDate: '2025-03-01', pageCount: 3 }
  expect(issueShare(issue)).toEqual({ title: '《星驰》第3期｜春季新车', path: '/pages/book-browse/book-browse?issueId=3', imageUrl: 'c3.svg' })
  expect(issueShare(undefined, 3)).toEqual({ title: '品牌杂志', path: '/pages/book-browse/book-browse?issueId=3', imageUrl: undefined })
  expect(issueShare(null)).toEqual({ title: '品牌杂志', path: '/pages/book-browse/book-browse', imageUrl: undefined })
})
