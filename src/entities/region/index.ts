// The one region tree of the app (spec §7: cn-org-tree, with the district lookup to fall back
// on): the address and charging forms' picker, the partner's city, the dealer pages' cities.

export { getDistricts, getRegionTree } from './api'
export { NO_REGION, regionFields, regionLine, regionsOf, type RegionFields } from './fields'
export { RegionPicker, type RegionPickerProps } from './picker'
export { REGION_ROOT, regionChildren, regionChildrenQuery, regionTreeQuery, useRegionChildren, useRegionTree } from './queries'
