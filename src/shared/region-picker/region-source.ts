import type { Region, RegionNode } from '@api/user2'
import { getDistricts, getRegionTree } from './api'

/** Children of a region ('0' for the provinces), from wherever the regions come. */
export type RegionSource = (parentCode: string) => Promise<Region[]>

const ROOT = '0'

function indexTree(nodes: RegionNode[], parentCode: string, into: Map<string, Region[]>): Map<string, Region[]> {
  into.set(parentCode, nodes.map(({ children: _children, ...region }) => region))
  for (const node of nodes) indexTree(node.children, node.regionCode, into)
  return into
}

let tree: Promise<Map<string, Region[]>> | undefined

/**
 * The whole tree (cn-org-tree) is one small call and makes every column instant, so it is
 * fetched once per session. When it fails the picker still works, a level at a time, from
 * the district lookup; the next picker tries the tree again.
 */
export const regionSource: RegionSource = async (parentCode) => {
  tree ??= getRegionTree().then((nodes) => indexTree(nodes, ROOT, new Map()))
  try {
    return (await tree).get(parentCode) ?? []
  } catch {
    tree = undefined
    return getDistricts(parentCode === ROOT ? {} : { parentCode })
  }
}

/** Tests start from an empty cache. */
export function resetRegionCache(): void {
  tree = undefined
}

export { ROOT as REGION_ROOT }
