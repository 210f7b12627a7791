import { useState } from 'react'
import type { Category, CategoryWithItems } from '@api/mall'
import type { MainLoad } from '@/shared/screen'
import { useQuery } from '@/shared/use-load'
import { categoryChildrenQuery, categoryRootsQuery } from '../browse-queries'

export interface CategoriesState {
  roots?: Category[]
  /** The roots, for the screen's frame: their failure is the screen's error view. */
  main: MainLoad
  activeId?: number
  select: (id: number) => void
  children?: CategoryWithItems[]
  childrenLoading: boolean
  childrenFailed: boolean
  retryChildren: () => void
}

const ROOTS_FAILED = new Error('分类加载失败，请检查网络后重试')

/**
 * Roots (side bar) and the children with goods of the active root, each through the data
 * cache (a root read once is shown at once when tapped again). Both calls swallow their
 * failures (spec §8: undefined).
 */
export function useCategories(): CategoriesState {
  const roots = useQuery(categoryRootsQuery, [])
  const [chosen, select] = useState<number>()
  const activeId = chosen ?? roots.data?.[0]?.id
  const children = useQuery(categoryChildrenQuery, activeId !== undefined && [activeId])
  return {
    roots: roots.data,
    main: { data: roots.data, loading: roots.loading, error: !roots.loading && !roots.data ? ROOTS_FAILED : undefined, reload: roots.reload },
    activeId,
    select,
    children: children.data,
    childrenLoading: children.loading && !children.data,
    childrenFailed: activeId !== undefined && !children.loading && !children.data,
    retryChildren: () => void children.reload(),
  }
}
