import { move, removeAt, roomLeft } from '@/shared/upload/image-list'

const list = ['a', 'b', 'c', 'd']

test('move earlier: the item takes the place before it, the others close up', () => {
  expect(move(list, 2, 1)).toEqual(['a', 'c', 'b', 'd'])
  expect(move(list, 3, 0)).toEqual(['d', 'a', 'b', 'c'])
})

test('move later: the item takes the place after it', () => {
  expect(move(list, 1, 2)).toEqual(['a', 'c', 'b', 'd'])
  expect(move(list, 0, 3)).toEqual(['b', 'c', 'd', 'a'])
})

test('out of bounds the order stays: the first cannot go earlier, the last not later', () => {
  expect(move(list, 0, -1)).toEqual(list)
  expect(move(list, 3, 4)).toEqual(list)
  expect(move(list, 7, 0)).toEqual(list)
  expect(move(list, 1, 1)).toEqual(list)
  expect(move([], 0, 1)).toEqual([])
})

test('a move and a removal return a new list and leave the given one as it was', () => {
  const given = [...list]
  expect(move(given, 0, 1)).not.toBe(given)
  expect(removeAt(given, 0)).not.toBe(given)
  expect(given).toEqual(list)
})

test('remove takes out only the item at the index', () => {
  expect(removeAt(list, 0)).toEqual(['b', 'c', 'd'])
  expect(removeAt(list, 3)).toEqual(['a', 'b', 'c'])
  expect(removeAt(list, 4)).toEqual(list)
})

test('room left under a max of 9: none once 9 are taken, never below none', () => {
  expect(roomLeft(9, 0)).toBe(9)
  expect(roomLeft(9, 7)).toBe(2)
  expect(roomLeft(9, 9)).toBe(0)
  expect(roomLeft(9, 11)).toBe(0)
})
