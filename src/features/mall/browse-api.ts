import type { Category, CategoryWithItems } from '@api/mall'
import { quietly, request, type RequestOptions } from '@/core/request'

/** The one mall of this app (spec §7 passes it as vmId). */
export const MALL_VM_ID = 1

/**
 * Spec §8: goods and cart-count failures are swallowed — no toast, undefined instead of an
 * error. The screen shows its own retry.
 */
export const swallowed = <T>(opts: RequestOptions): Promise<T | undefined> => quietly(() => request<T>({ ...opts, toast: false }))

export const getCategoryRoots = (vmId = MALL_VM_ID) =>
  swallowed<Category[]>({ domain: 'mall', path: '/api/v1/app/item/items/findShopFrontCategoryRoots', query: { vmId }, auth: false })

export const getCategoryChildren = (parentId: number) =>
  swallowed<CategoryWithItems[]>({ domain: 'mall', path: '/api/v1/app/item/items/findShopFrontCategoryAndItem', query: { parentId }, auth: false })

export const getCartCount = (vmId = MALL_VM_ID) =>
  swallowed<number>({ domain: 'mall', path: '/web/app/cart-item/user/count', query: { vmId } })
