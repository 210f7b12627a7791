// The WebKit checks (issue 41): the production H5 build in WebKitGTK's MiniBrowser over
// WebDriver, one browser at a time. Run under a display: `npm run test:webkit` (xvfb-run).
const { join } = require('node:path')

const root = join(__dirname, '../..')
module.exports = {
  rootDir: root,
  displayName: 'webkit',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/webkit/**/*.test.ts'],
  transform: { '^.+\\.(js|ts)$': ['babel-jest', { configFile: './tests/support/babel.node.js' }] },
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1', '^@api/(.*)$': '<rootDir>/types/api/$1' },
  globalSetup: '<rootDir>/tests/webkit/support/global-setup.ts',
  globalTeardown: '<rootDir>/tests/webkit/support/global-teardown.ts',
  maxWorkers: 1,
  testTimeout: 60_000,
}
