import path from 'node:path'
import { NormalModuleReplacementPlugin } from 'webpack'
import { defineConfig, type UserConfigExport } from '@tarojs/cli'
import type { IH5Config } from '@tarojs/taro/types/compile'
import devConfig from './dev'
import FRAMEWORK_BY_ENV from './framework.json'
import PACKAGE from '../package.json'
import { H5Boot } from './h5-boot'
import { CompileHints } from './h5-compile-hints'
import { h5SplitChunks, StatsFile } from './h5-chunks'
import { RoutePreload } from './h5-preload'
import prodConfig from './prod'

// JSON reads as plain strings; the file holds only these two.
const FRAMEWORK = FRAMEWORK_BY_ENV as Record<string, 'preact' | 'react'>
const API_BASE = process.env.TARO_APP_API_BASE || 'http://127.0.0.1:9527'

/** NutUI's theme without its inlined fonts (config/no-theme-fonts-loader.js), in both targets. */
type Chain = Parameters<NonNullable<IH5Config['webpackChain']>>[0]
function noThemeFonts(chain: Chain) {
  chain.module
    .rule('no-theme-fonts')
    .test(/@nutui[\\/]nutui-react-taro[\\/]dist[\\/]styles[\\/]themes[\\/]default\.css$/)
    .enforce('pre')
    .use('no-theme-fonts')
    .loader(path.resolve(__dirname, 'no-theme-fonts-loader.js'))
}

const NO_STENCIL_TAB_BAR = path.resolve(__dirname, 'no-stencil-tab-bar.js')
function noStencilTabBar(resource: { request: string; contextInfo?: { issuer?: string } }) {
  if (/[\\/]@tarojs[\\/]router[\\/]/.test(resource.contextInfo?.issuer ?? '')) resource.request = NO_STENCIL_TAB_BAR
}

export default defineConfig<'webpack5'>(async (merge, { mode }) => {
  const env = process.env.TARO_ENV || 'weapp'
  const base: UserConfigExport<'webpack5'> = {
    projectName: 'car-owner-app',
    date: '2026-11-22',
    // Design width 375 (spec §9) matches NutUI's own, so one px scale serves both.
    designWidth: 375,
    deviceRatio: { 640: 2.34 / 2, 750: 1, 375: 2, 828: 1.81 / 2 },
    sourceRoot: 'src',
    outputRoot: `dist/${env}`,
    plugins: ['@tarojs/plugin-html'],
    // Every SCSS file gets the design tokens and mixins (neither emits CSS) without importing them.
    sass: {
      resource: ['tokens.scss', 'mixins.scss'].map((file) => path.resolve(__dirname, '..', 'src/styles', file)),
      projectDirectory: path.resolve(__dirname, '..'),
    },
    alias: {
      '@': path.resolve(__dirname, '..', 'src'),
      '@api': path.resolve(__dirname, '..', 'types/api'),
    },
    // TARO_APP_RELEASE: the version every error and performance report names (src/core/telemetry).
    env: { TARO_APP_API_BASE: JSON.stringify(API_BASE), TARO_APP_RELEASE: JSON.stringify(PACKAGE.version) },
    // From framework.json, which babel.config.js reads too (the two must agree). H5 runs on
    // Preact: some 30 KB gzip less script before the first paint than react-dom. The
    // mini-program stays on React: Taro 4.2's Preact runtime there calls createRoot, which
    // preact/compat's default export lacks (NervJS/taro#17641).
    framework: FRAMEWORK[env] ?? 'react',
    compiler: { type: 'webpack5', prebundle: { enable: false } },
    cache: { enable: false },
    mini: {
      optimizeMainPackage: { enable: true },
      // WeChat's own ES6 transform is off (project.config.json), so what ships must already be at
      // the declared level (ES2019, tests/build/syntax-level.test.ts): the QR encoder uses class fields.
      compile: { include: [(modulePath: string) => /node_modules[\\/]uqr[\\/]/.test(modulePath)] },
      webpackChain(chain) {
        noThemeFonts(chain)
      },
      postcss: {
        pxtransform: { enable: true, config: {} },
        url: { enable: true, config: { limit: 1024 } },
        cssModules: { enable: false, config: { namingPattern: 'module', generateScopedName: '[name]__[local]___[hash:base64:5]' } },
      },
    },
    h5: {
      publicPath: '/',
      staticDirectory: 'static',
      // Images as files, never inlined: base64 in JavaScript weighs a third more and compresses
      // badly, and the tab icons would otherwise ride in the entry bundle of a page without tabs.
      imageUrlLoaderOption: { limit: 1 },
      // Packages shipped in newer syntax than the declared targets run (package.json browserslist;
      // tests/build/syntax-level.test.ts) are transpiled too: the QR encoder's class fields,
      // query-string and its helpers' optional chaining and `??` (Taro's router, in the app script).
      esnextModules: ['nutui-react'],
      compile: { include: [(modulePath: string) => /node_modules[\\/](uqr|filter-obj|query-string|decode-uri-component|split-on-first)[\\/]/.test(modulePath)] },
      webpackChain(chain) {
        noThemeFonts(chain)
        // Every browser we target (package.json browserslist) has fetch and AbortController,
        // and no call uses JSONP: drop Taro H5's polyfills from the entry bundle.
        const empty = path.resolve(__dirname, 'empty-module.js')
        for (const name of ['whatwg-fetch', 'abortcontroller-polyfill/dist/abortcontroller-polyfill-only', 'jsonp-retry']) {
          chain.resolve.alias.set(`${name}$`, empty)
        }
        // View and Text as plain elements (src/core/framework/h5-components.ts says why).
        chain.resolve.alias.set('@tarojs/components$', path.resolve(__dirname, '..', 'src/core/framework/h5-components.ts'))
        // and the tab bar too, the router's Stencil one left out (config/no-stencil-tab-bar.js).
        chain.plugin('no-stencil-tab-bar').use(NormalModuleReplacementPlugin, [/^@tarojs\/components\/dist\/components$/, noStencilTabBar])
        chain.optimization.splitChunks(h5SplitChunks)
        // H5_SOURCEMAP=1: source maps beside the chunks, to read a CPU profile of this build.
        if (process.env.H5_SOURCEMAP) chain.devtool('source-map')
        chain.plugin('h5-boot').use(H5Boot)
        // Production only: the budget reads these builds; a watch rebuild need not pay for them.
        if (mode === 'production') {
          // Taro injects its components' CSS (~10 KB) from the app script with style-loader, at the
          // top of <head>: the script carried it plus the loader, and ran it before the first paint.
          // Extracted like our own CSS it goes first into app.css (the runtime imports it first),
          // so our styles still override it.
          const extract = chain.module.rule('customStyle').use('0')
          chain.module.rule('taroStyle').use('0').loader(extract.get('loader')).options(extract.get('options'))
          chain.plugin('stats-file').use(StatsFile)
          chain.plugin('compile-hints').use(CompileHints)
          chain.plugin('route-preload').use(RoutePreload, [{ apiBase: API_BASE, publicPath: '/' }])
        }
      },
      router: { mode: 'browser' },
      // Async chunks carry the build's one hash, not each its own: with one hash per chunk the
      // app script holds a chunk -> hash table for JS and another for CSS, some 8 gzip bytes a
      // chunk, and every new page grew the entry (2.7 KB gzip at 170 chunks). The price: a
      // release re-fetches the chunks a returning visitor had cached.
      output: { filename: 'js/[name].[contenthash:8].js', chunkFilename: 'js/[name].[fullhash:8].js' },
      miniCssExtractPluginOption: { ignoreOrder: true, filename: 'css/[name].[contenthash:8].css', chunkFilename: 'css/[name].[fullhash:8].css' },
      postcss: {
        // 375 design px = 375 css px; root size grows with the screen up to a 960px width.
        pxtransform: { enable: true, config: { baseFontSize: 20, minRootSize: 16, maxRootSize: (960 / 375) * 20 } },
        autoprefixer: { enable: true, config: {} },
        cssModules: { enable: false, config: { namingPattern: 'module', generateScopedName: '[name]__[local]___[hash:base64:5]' } },
      },
    },
  }
  return merge({}, base, mode === 'development' ? devConfig : prodConfig)
})
