import { AREA, defineQuery } from '@/core/query'
import { getCartCount, getCategoryChildren, getCategoryRoots } from './browse-api'
import { CART } from './keys'

// What the category tab (a page of the mini-program's main package) reads: apart from the other
// reads of queries.ts, which only the mall's subpackage reads, so they stay out of the main package.

export const categoryRootsQuery = defineQuery(() => [AREA.mall, 'categories'], () => getCategoryRoots())
export const categoryChildrenQuery = defineQuery((parentId: number) => [AREA.mall, 'categories', parentId], (parentId: number) => getCategoryChildren(parentId))
/** The badge: the cart's quantity (a write of the cart marks it with the cart). */
export const cartCountQuery = defineQuery(() => [...CART, 'count'], () => getCartCount())
