// NutUI's Popup, the one NutUI component the app uses, with NutUI's theme and the brand's colours.
// The theme (CSS variables; its two inlined digit fonts, which no screen of ours shows, are
// dropped by config/no-theme-fonts-loader.js) comes with the first screen that opens a popup, not
// in the render-blocking app.css every page waits for.
import '@nutui/nutui-react-taro/dist/styles/themes/default.css'
import { Popup as NutPopup } from '@nutui/nutui-react-taro'
import './theme.scss'

// A value, not `export { }`: babel-plugin-import rewrites only the names an expression uses.
export const Popup = NutPopup
