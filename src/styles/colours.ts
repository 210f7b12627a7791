// The few colours TypeScript needs (app.json's tab bar, icon props), read from here so the brand
// colour is typed in src/styles alone; tests/unit/styles/tokens.test.ts checks it matches $brand.
export const BRAND_COLOUR = '#4E6175'
