import { hasMore, mergePage } from '@/shared/paged-list'

const key = (g: { id: number }) => g.id
const rows = (...ids: number[]) => ids.map((id) => ({ id }))

describe('paging rule (spec §4)', () => {
  it('page 1 replaces whatever was shown', () => {
    expect(mergePage(rows(1, 2, 3), { pageNo: 1, list: rows(7, 8) }, key)).toEqual(rows(7, 8))
  })

  it('later pages append', () => {
    expect(mergePage(rows(1, 2), { pageNo: 2, list: rows(3, 4) }, key)).toEqual(rows(1, 2, 3, 4))
  })

  it('a row already shown is not shown twice', () => {
    expect(mergePage(rows(1, 2), { pageNo: 2, list: rows(2, 3) }, key)).toEqual(rows(1, 2, 3))
  })

  it('more pages exist while pageNo x pageSize is below total', () => {
    const list = rows(1)
    expect(hasMore({ pageNo: 1, pageSize: 6, total: 13, list })).toBe(true)
    expect(hasMore({ pageNo: 2, pageSize: 6, total: 12, list })).toBe(false)
    expect(hasMore({ pageNo: 1, pageSize: 10, total: 0, list: [] })).toBe(false)
  })

  it('an empty page ends the list whatever the total says', () => {
    expect(hasMore({ pageNo: 2, pageSize: 10, total: 50, list: [] })).toBe(false)
  })
})
