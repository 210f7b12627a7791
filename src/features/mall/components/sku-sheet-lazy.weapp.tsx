// The mini-program package holds the sheet already: nothing to fetch.
export { SkuSheet as LazySkuSheet } from './sku-sheet'
