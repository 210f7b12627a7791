// A pre-loader for NutUI's theme stylesheet (src/shared/popup imports it): drops its two inlined
// digit fonts (JDZH, some 16 KB of base64 per copy) that only NutUI's price and countdown use and
// no screen of ours shows. The mini-program copies the theme into every subpackage that opens a
// popup, so the fonts weighed on each subpackage's budget (design.md §6), and on H5's popup CSS.
module.exports = function noThemeFonts(source) {
  return source.replace(/@font-face\s*\{[^}]*\}/g, '')
}
