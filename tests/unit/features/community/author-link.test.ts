import { authorLink } from '@/features/community/author-link'

test('a personal-page link names a member by ?authorId= or by the scene of a creator card', () => {
  expect(authorLink({ authorId: '4' })).toEqual({ authorId: 4, bad: false })
  expect(authorLink({ scene: encodeURIComponent('authorId=4') })).toEqual({ authorId: 4, bad: false })
  // No member named: the viewer's own page.
  expect(authorLink({})).toEqual({ authorId: undefined, bad: false })
})

test('a member named badly is a bad link, never the viewer’s own page', () => {
  for (const params of [{ authorId: 'abc!!' }, { authorId: '-1' }, { authorId: '' }, { authorId: '1'.repeat(40) }, { scene: 'abc!!' }, { scene: encodeURIComponent('authorId=x') }]) {
    expect([params, authorLink(params)]).toEqual([params, { authorId: undefined, bad: true }])
  }
})
