// Tokens TypeScript needs (app.json's tab bar, icon props, posters drawn on a canvas), which cannot
// read SCSS. Keyed by their tokens.scss names in camelCase; tests/unit/styles/tokens.test.ts checks
// each value against the token, so the hex is typed in src/styles alone.
export const TOKEN_COLOURS = {
  brand: '#4E6175',
  brandDark: '#2f3b48',
  text: '#252525',
  textHint: '#5b6572',
  gold: '#9a5b00',
  /** Prices and the confirm button of destructive dialogs. */
  price: '#d0272a',
  white: '#fff',
} as const

export const BRAND_COLOUR = TOKEN_COLOURS.brand
