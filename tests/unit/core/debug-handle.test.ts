import { installDebugHandle } from '@/core/debug/e2e-handle'

/*
 * The WebKit checks (tests/webkit) read a page load's uncaught errors from the debug handle, since
 * WebDriver cannot read the console: an error or a rejection the handle missed would pass there.
 */
test('the debug handle records the uncaught errors and unhandled rejections of the page load', () => {
  expect(installDebugHandle({ __e2e: '1' })).toBe(true)
  expect(window.__app!.errors()).toEqual([])
  window.dispatchEvent(new ErrorEvent('error', { message: 'Uncaught TypeError: x is not a function' }))
  const rejection = new Event('unhandledrejection') as Event & { reason?: unknown }
  rejection.reason = new Error('planted')
  window.dispatchEvent(rejection)
  expect(window.__app!.errors()).toEqual(['error: Uncaught TypeError: x is not a function', 'rejection: Error: planted'])
})
