// Runs in every unit test file, after the test framework is set up.
import { resetQueriesForTests } from '@/core/query/store'

// Taro's page hooks (useDidShow...) read React from what the app's start-up registers; a
// component rendered alone in a test has no app, so register React as the H5 app would.
// Tests in the node environment (no window) render nothing and load no Taro.
if (typeof window !== 'undefined') {
  // eslint-disable-next-line @typescript-eslint/no-var-requires
  const { createH5NativeComponentConfig } = require('@tarojs/plugin-framework-react/dist/runtime')
  createH5NativeComponentConfig(null, require('react'), require('react-dom'))
}

// The data cache is module state: each test starts it empty, with no answers kept on the device
// (core/query/keep.ts) by the test before.
afterEach(() => {
  resetQueriesForTests()
  if (typeof localStorage !== 'undefined') for (const key of Object.keys(localStorage)) if (key.startsWith('kept-reads')) localStorage.removeItem(key)
})
