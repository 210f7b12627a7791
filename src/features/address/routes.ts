export const ADDRESS_LIST_PAGE = '/package-mall/pages/address-list/index'
export const addressEditUrl = (id?: number): string => `/package-mall/pages/address-edit/index${id ? `?id=${id}` : ''}`
