import type { Floor } from '@api/domain'
import { knownFloors } from '@/features/floor/floors'
import { FLOOR_PAGE } from './fixtures'

test('keeps the known floors in their order and leaves out the types the app does not know', () => {
  expect(knownFloors(FLOOR_PAGE.floors).map((f) => f.type)).toEqual(['banner', 'entries', 'goods', 'articles', 'image'])
})

test('a page of unknown floors only, or none, has nothing to show', () => {
  const unknown: Floor[] = [{ type: 'live-stream', id: 1 }, { type: 'Banner', id: 2 }, { type: '', id: 3 }]
  expect(knownFloors(unknown)).toEqual([])
  expect(knownFloors([])).toEqual([])
})
