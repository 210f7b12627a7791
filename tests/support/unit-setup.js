// test-utils-react 0.1 still calls ReactDOMTestUtils.act, which React 18.3 flags as deprecated on
// every render; drop that one line of noise so real warnings stay visible.
const original = console.error
console.error = (...args) => {
  if (typeof args[0] === 'string' && args[0].includes('ReactDOMTestUtils.act')) return
  original(...args)
}
