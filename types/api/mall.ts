// Domain `mall`: goods, categories, cart, coupons, default shipping address.
export * from './mall-goods'
export * from './mall-cart'
export * from './mall-coupon'
export * from './mall-order'
export * from './mall-pay'
export * from './mall-after-sale-base'
export * from './mall-after-sale'
