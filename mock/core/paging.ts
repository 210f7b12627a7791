import type { Page } from '../../types/api/common'

/** Slice a list the same way everywhere (defaults already applied by validation). */
export function paginate<T>(rows: readonly T[], query: { pageNo?: number; pageSize?: number }): Page<T> {
  const pageNo = query.pageNo ?? 1
  const pageSize = query.pageSize ?? 10
  const start = (pageNo - 1) * pageSize
  return { list: rows.slice(start, start + pageSize), total: rows.length, pageNo, pageSize }
}
