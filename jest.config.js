// Projects: `unit` runs components and logic in the Taro H5 runtime (jsdom) with React; `preact`
// runs the shared kit and one screen per area again with Preact, as the H5 build renders;
// `contract` runs calls against a real dev API server in plain node; `build` and `weapp` need the
// production builds, so the test command runs them after building.
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

// One screen test per area, rendered under Preact too: the main screen of each. A new area adds
// its own here (tests/preact/screens.test.ts says when one is missing). Every shared kit test runs
// under both renderers without being listed.
const preactScreens = [
  'features/activity/lead-capture-form', 'features/address/address-edit-page', 'features/app-download/download', 'features/auth/login-page',
  'features/car/car-tab', 'features/charging/list-page', 'features/community/post-screen', 'features/creator/data-center-screen',
  'features/dealer/choice-stores', 'features/evaluation/screens', 'features/invite/poster', 'features/lottery/screens',
  'features/magazine/book-browse', 'features/maintenance/history-page', 'features/mall/goods-detail-page', 'features/mini-program/open-link',
  'features/mine/mine-page', 'features/occupation/auth-create', 'features/other-car/list-page', 'features/partner/progress',
  'features/privacy/privacy-pages', 'features/team-pk/boost',
  'features/service-progress/screens', 'features/sign-in/banner-page', 'features/survey/one-page',
  'features/test-drive/test-drive-page', 'features/user/medal-list', 'features/warranty/warranty-page',
  'features/mutual-help/tip', 'features/welfare/application', 'features/museum/collection-detail', 'features/yearly-report/screens',
  'features/video-cover/tailor-screen',
  'pages/webview-h5',
  'features/display/display-screen', 'features/floor/floor-screen',
]

// The H5 build renders with Preact (config/framework.json): this project renders the kit and those
// screens the same way, so a difference between the renderers fails a unit test.
const preact = {
  ...unit,
  displayName: 'preact',
  testMatch: [
    '<rootDir>/tests/unit/shared/**/*.test.{ts,tsx}',
    ...preactScreens.map((name) => `<rootDir>/tests/unit/${name}.test.tsx`),
    '<rootDir>/tests/preact/*.test.{ts,tsx}',
  ],
  // @tarojs/plugin-framework-react's webpack aliases for 'preact'. There 'react' is a prefix
  // alias, so react/jsx-runtime and react-dom/client go to preact/compat's own. A new object:
  // unit's map is the one test-utils' defineJestConfig shares.
  moduleNameMapper: {
    '^react-dom/test-utils$': 'preact/test-utils',
    '^react(-dom)?$': 'preact/compat',
    '^react(-dom)?/(.*)$': 'preact/compat/$2',
    // webpack reads the package's ES build; its main is a UMD with React's own JSX runtime inside.
    '^@nutui/icons-react-taro$': '@nutui/icons-react-taro/dist/es/index.es.js',
    // The H5 build's View and Text (config/index.ts's alias).
    '^@tarojs/components$': '<rootDir>/src/core/framework/h5-components.ts',
    ...unit.moduleNameMapper,
  },
  setupFiles: [...unit.setupFiles, '<rootDir>/tests/support/preact-setup.js'],
}

// The app's own api.ts calls against a real dev API server, in the Taro H5 runtime like `unit`.
const api = { ...unit, displayName: 'api', testMatch: ['<rootDir>/tests/contract/api/**/*.test.{ts,tsx}'] }

// Checks of the production builds (dist/); run after `npm run build` by the test command.
const build = { ...contract, displayName: 'build', testMatch: ['<rootDir>/tests/build/**/*.test.ts'] }

// The built mini-program ($WEAPP_DIR, default dist/weapp) run in node with a fake `wx`
// (tests/weapp/harness), and WeChat's compiler checked on fixtures.
const weapp = { ...contract, displayName: 'weapp', testMatch: ['<rootDir>/tests/weapp/**/*.test.ts'] }

module.exports = { projects: [unit, preact, api, contract, build, weapp] }
