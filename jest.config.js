// Projects: `unit` runs components and logic in the Taro H5 runtime (jsdom); `contract` runs
// calls against a real dev API server in plain node; `build` and `weapp` need the production
// builds, so the test command runs them after building.
const defineJestConfig = require('@tarojs/test-utils-react/dist/jest.js').default
const taroJest = require('@tarojs/test-utils-react/dist/jest/initConfig.js').default

const aliases = {
  '^@/(.*)$': '<rootDir>/src/$1',
  '^@api/(.*)$': '<rootDir>/types/api/$1',
  '\\.(css|scss|sass)$': '<rootDir>/tests/support/style-stub.js',
  '\\.(png|jpe?g|gif|svg)$': '<rootDir>/tests/support/file-stub.js',
}

const unit = defineJestConfig({
  displayName: 'unit',
  bail: 0,
  testMatch: ['<rootDir>/tests/unit/**/*.test.{ts,tsx}'],
  // Taro 4 needs: the CJS router build, .mjs transformed (swiper ships ESM), and a canvas mock (NutUI UMD).
  setupFiles: [...taroJest.setupFiles, 'jest-canvas-mock', '<rootDir>/tests/support/unit-setup.js'],
  setupFilesAfterEnv: ['<rootDir>/tests/support/unit-after-env.ts'],
  transform: { '^.+\\.(mjs|js|jsx|ts|tsx)$': taroJest.transform['^.+\\.(js|jsx|ts|tsx)$'] },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'json', 'jsx'],
  moduleNameMapper: { '@tarojs/router$': '@tarojs/router/dist/index.cjs.js', ...aliases },
})
// Options jest accepts only at the top level, not per project.
delete unit.bail
delete unit.verbose

const contract = {
  displayName: 'contract',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/contract/*.test.ts', '<rootDir>/tests/mock/**/*.test.ts'],
  transform: { '^.+\\.(js|ts)$': ['babel-jest', { configFile: './tests/support/babel.node.js' }] },
  moduleNameMapper: aliases,
}

// The app's own api.ts calls against a real dev API server, in the Taro H5 runtime like `unit`.
const api = { ...unit, displayName: 'api', testMatch: ['<rootDir>/tests/contract/api/**/*.test.{ts,tsx}'] }

// Checks of the production builds (dist/); run after `npm run build` by the test command.
const build = { ...contract, displayName: 'build', testMatch: ['<rootDir>/tests/build/**/*.test.ts'] }

// The built mini-program ($WEAPP_DIR, default dist/weapp) run in node with a fake `wx`
// (tests/weapp/harness), and WeChat's compiler checked on fixtures.
const weapp = { ...contract, displayName: 'weapp', testMatch: ['<rootDir>/tests/weapp/**/*.test.ts'] }

module.exports = { projects: [unit, api, contract, build, weapp] }
