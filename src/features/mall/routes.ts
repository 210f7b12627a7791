// Where the mall's screens live (design §4); components open them through core/navigation.
export const MALL_PAGES = {
  categories: '/pages/category-list/category-list',
  cart: '/package-mall/pages/cart/index',
  coupons: '/package-mall/pages/coupons/index',
  addresses: '/package-mall/pages/address-list/index',
} as const

export const goodsDetailUrl = (id: number): string => `/package-mall/pages/goods-detail/index?id=${id}`
