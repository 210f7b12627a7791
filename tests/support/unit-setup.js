// test-utils-react 0.1 still calls ReactDOMTestUtils.act, which React 18.3 flags as deprecated on
// every render; drop that one line of noise so real warnings stay visible.
const original = console.error
console.error = (...args) => {
  if (typeof args[0] === 'string' && args[0].includes('ReactDOMTestUtils.act')) return
  original(...args)
}

// The H5 app's entry calls initPxTransform with the numbers of config/index.ts (design width 375,
// base font 20), and Taro.pxTransform throws without them; components that size inline
// (shared/carousel's height) need them here too. Not in the tests that run in node.
if (typeof window !== 'undefined') {
  require('@tarojs/taro').initPxTransform({ designWidth: 375, deviceRatio: { 375: 2 }, baseFontSize: 20 })
}
