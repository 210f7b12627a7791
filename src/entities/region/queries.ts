import type { Region, RegionNode } from '@api/user2'
import { AREA, defineQuery, queryData } from '@/core/query'
import { useQuery } from '@/shared/use-load'
import { getDistricts, getRegionTree } from './api'

/** The provinces' parent. */
export const REGION_ROOT = '0'

/** The whole tree: one small call that makes every column instant, kept by the data cache. */
export const regionTreeQuery = defineQuery(() => [AREA.region, 'tree'], () => getRegionTree())

function childrenIn(nodes: RegionNode[], parentCode: string): RegionNode[] | undefined {
  if (parentCode === REGION_ROOT) return nodes
  for (const node of nodes) {
    if (node.regionCode === parentCode) return node.children
    const found = childrenIn(node.children, parentCode)
    if (found) return found
  }
  return undefined
}

/**
 * The regions under `parentCode` (REGION_ROOT: the provinces), from the tree; while the tree
 * cannot be read, a level at a time from the district lookup (the next read tries the tree again).
 */
export async function regionChildren(parentCode: string): Promise<Region[]> {
  let tree: RegionNode[]
  try {
    tree = await queryData(regionTreeQuery)
  } catch {
    return getDistricts(parentCode === REGION_ROOT ? {} : { parentCode })
  }
  return (childrenIn(tree, parentCode) ?? []).map(({ children: _children, ...region }) => region)
}

export const regionChildrenQuery = defineQuery((parentCode: string) => [AREA.region, 'children', parentCode], (parentCode: string) => regionChildren(parentCode))

export const useRegionTree = () => useQuery(regionTreeQuery, [])

/** One column of regions; an undefined parent (nothing chosen above) waits. */
export const useRegionChildren = (parentCode: string | undefined) => useQuery(regionChildrenQuery, parentCode ? [parentCode] : null)
