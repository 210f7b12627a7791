// H5: stands in for @tarojs/components/dist/components where Taro's router imports it, for one
// name: its Stencil tab bar's definition, which initTabbar calls. The app never gets there (it
// mounts without config.tabBar and makes its own: src/core/boot/late-tab-bar.ts), and with this
// the Stencil element and its stylesheet stay out of the app script.
export function defineCustomElementTaroTabbar() {
  throw new Error("Taro's tab bar is not in this build: the app makes its own (src/core/boot/h5-tab-bar.ts)")
}
