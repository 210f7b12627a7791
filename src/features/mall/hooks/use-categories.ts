import { useCallback, useEffect, useRef, useState } from 'react'
import type { Category, CategoryWithItems } from '@api/mall'
import { getCategoryChildren, getCategoryRoots } from '../api'

export interface CategoriesState {
  roots?: Category[]
  rootsLoading: boolean
  rootsFailed: boolean
  activeId?: number
  select: (id: number) => void
  children?: CategoryWithItems[]
  childrenLoading: boolean
  childrenFailed: boolean
  retryRoots: () => void
  retryChildren: () => void
}

/** Roots (side bar) and the children with goods of the active root, each root fetched once. */
export function useCategories(): CategoriesState {
  const [roots, setRoots] = useState<Category[]>()
  const [rootsLoading, setRootsLoading] = useState(true)
  const [rootsFailed, setRootsFailed] = useState(false)
  const [activeId, setActiveId] = useState<number>()
  const [children, setChildren] = useState<CategoryWithItems[]>()
  const [childrenLoading, setChildrenLoading] = useState(false)
  const [childrenFailed, setChildrenFailed] = useState(false)
  const cache = useRef(new Map<number, CategoryWithItems[]>())
  const active = useRef<number>()

  const loadRoots = useCallback(async () => {
    setRootsLoading(true)
    const got = await getCategoryRoots()
    setRoots(got)
    setRootsFailed(!got)
    setRootsLoading(false)
    if (got?.length && active.current === undefined) {
      active.current = got[0].id
      setActiveId(got[0].id)
    }
  }, [])

  const loadChildren = useCallback(async (id: number) => {
    const cached = cache.current.get(id)
    setChildrenFailed(false)
    if (cached) {
      setChildren(cached)
      return
    }
    setChildren(undefined)
    setChildrenLoading(true)
    const got = await getCategoryChildren(id)
    if (got) cache.current.set(id, got)
    // The user may have tapped another root meanwhile: show only the answer for the active one.
    if (active.current !== id) return
    setChildren(got)
    setChildrenFailed(!got)
    setChildrenLoading(false)
  }, [])

  useEffect(() => {
    void loadRoots()
  }, [loadRoots])

  useEffect(() => {
    if (activeId !== undefined) void loadChildren(activeId)
  }, [activeId, loadChildren])

  const select = useCallback((id: number) => {
    active.current = id
    setActiveId(id)
  }, [])

  return {
    roots,
    rootsLoading,
    rootsFailed,
    activeId,
    select,
    children,
    childrenLoading,
    childrenFailed,
    retryRoots: () => void loadRoots(),
    retryChildren: () => {
      if (activeId !== undefined) void loadChildren(activeId)
    },
  }
}
