/**
 * The brand's Chinese name as the build knows it: app.json's default window title (spec §1) and
 * index.html. Screens take it from the tenant's config through `brandName()` (core/tenant); this
 * is the default tenant's, so the two agree before the config is read.
 */
export const BRAND_NAME = '星驰汽车'
