/** The brand's Chinese name: the default window title (spec §1). */
export const BRAND_NAME = '澜行汽车'
