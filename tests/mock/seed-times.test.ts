import { seedComments, seedContents } from '../../mock/seed/community'
import { buildSeed } from '../../mock/seed'

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

test('seeded after-sale requests lie between their order\'s receipt and now, their timelines newest first', () => {
  const db = buildSeed(now)
  expect(db.afterSales.length).toBeGreaterThan(0)
  for (const request of db.afterSales) {
    const order = db.orders.find((o) => o.id === request.orderId)!
    const times = request.timeline.map((e) => Date.parse(e.time))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(times[times.length - 1]).toBe(Date.parse(request.createdAt))
    expect(Date.parse(request.createdAt)).toBeGreaterThan(Date.parse(order.receivedAt!))
    expect(times[0]).toBeLessThanOrEqual(now)
    expect(order.afterSales.map((a) => a.id)).toContain(request.id)
  }
})
