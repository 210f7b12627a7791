// Tokens TypeScript needs (app.json's window and tab bar, icon props, canvas fills), which cannot
// read SCSS. Keyed by their tokens.scss names in camelCase; tests/unit/styles/tokens.test.ts checks
// each value against the token, so the hex is typed in src/styles alone.
export const TOKEN_COLOURS = {
  brand: '#4E6175',
  brandDark: '#2f3b48',
  text: '#252525',
  textSecondary: '#666',
  textHint: '#5b6572',
  gold: '#9a5b00',
  pageBg: '#F8F8F8',
  surface: '#F4F5F6',
  /** The tab bar's text, and icons of actions not taken. */
  inactive: '#999999',
  fill: '#eef1f4',
  /** Boxes and table rules (rich text's tables and quotes). */
  border: '#dde1e6',
  /** Confirm buttons of destructive actions (Taro.showModal's confirmColor), a given like. */
  danger: '#e0483e',
  star: '#f5a623',
  white: '#fff',
} as const

export const BRAND_COLOUR = TOKEN_COLOURS.brand
