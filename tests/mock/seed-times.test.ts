import { seedComments, seedContents } from '../../mock/seed/community'

const now = Date.parse('2026-03-01T12:00:00+08:00')

test('seeded comments lie between their post and now (relative times never read as future)', () => {
  const contents = seedContents(now)
  const postedAt = new Map(contents.map((c) => [c.id, Date.parse(c.createdAt)]))
  const comments = seedComments(now, contents.map((c) => c.id))
  expect(comments.length).toBeGreaterThan(0)
  for (const comment of comments) {
    const at = Date.parse(comment.createdAt)
    expect(at).toBeLessThanOrEqual(now)
    expect(at).toBeGreaterThan(postedAt.get(comment.contentId)!)
  }
})
