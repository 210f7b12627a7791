import { boardLink } from '@/features/display/board-link'

test('a big-screen link names its event, or none for the event running now', () => {
  expect(boardLink({ eventId: '1601' })).toEqual({ eventId: 1601, bad: false })
  expect(boardLink({})).toEqual({ eventId: undefined, bad: false })
})

test('an event named badly is a bad link, never the running event’s board', () => {
  for (const eventId of ['abc!!', '-1', '', '1.5', '1'.repeat(40)]) expect([eventId, boardLink({ eventId })]).toEqual([eventId, { eventId: undefined, bad: true }])
})
