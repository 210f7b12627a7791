// Layout rules of design.md §2: layers core -> shared -> entities -> features -> pages, each
// importing only downward (utils beside core); a feature never imports another feature; pages
// compose features, each through its index (`@/features/<name>`).
const fs = require('node:fs')
const features = fs.existsSync('src/features') ? fs.readdirSync('src/features') : []

// --- Taro Button (issue 22 §7, issue 43): features and pages use the kit's Button, which carries
// the H5 workarounds (disabled/loading under Preact) and the look of a row of actions once.
const taroButtonFlags = [
  {
    selector: "ImportDeclaration[source.value='@tarojs/components'] > ImportSpecifier[imported.name='Button']",
    message: "Use the kit's Button: import { Button } from '@/shared/button' (Taro's breaks under Preact with disabled/loading, and misaligns a row of actions).",
  },
]
// --- end Taro Button

// design.md §2: toasts, dialogs and navigation go through one kit piece each, which owns the
// spec's defaults (duration, colours, the route check, the navigation lock).
const KIT_CALLS = [
  ['showToast', 'toast() from src/shared/toast'],
  ['showModal', 'confirm() from src/shared/confirm'],
  ['getCurrentPages', 'a helper of src/core/navigation (goBack, goBackOr, goBackTo)'],
  ['navigateTo', 'openPage() from src/core/navigation'],
  ['redirectTo', 'redirectTo() from src/core/navigation'],
  // The data cache reads stale data again on show; anything else a screen does on show or hide
  // goes through the frame's hooks.
  ['useDidShow', 'the data cache (useLoad), or usePageShow / usePageVisible from src/shared/screen'],
  ['useDidHide', 'usePageVisible from src/shared/screen'],
  // The kit's scroll works on both platforms (H5 scrolls the element into view).
  ['pageScrollTo', 'scrollToId() from src/shared/scroll-to'],
]
const kitMessage = (name, use) => `No direct ${name} outside src/core and src/shared: use ${use}.`

module.exports = {
  root: true,
  extends: ['taro/react', 'plugin:@typescript-eslint/recommended', 'plugin:react-hooks/recommended'],
  parser: '@typescript-eslint/parser',
  plugins: ['@typescript-eslint', 'import'],
  settings: {
    react: { version: '18' },
    'import/resolver': { typescript: { project: './tsconfig.json' }, node: true },
  },
  rules: {
    'react/react-in-jsx-scope': 'off',
    'react/jsx-uses-react': 'off',
    'import/no-commonjs': 'off',
    'import/no-cycle': ['error', { ignoreExternal: true }],
    'import/no-restricted-paths': [
      'error',
      {
        zones: [
          {
            target: ['./src/core', './src/utils'],
            from: ['./src/entities/**', './src/features/**', './src/shared/**', './src/pages/**', './src/package-*/**', './src/yearly-report/**'],
            message: 'core/ and utils/ stay free of UI, entities, features and pages.',
          },
          {
            // Zones are paths, not folders that must exist: src/entities may come later.
            target: './src/shared',
            from: ['./src/entities/**', './src/features/**', './src/pages/**', './src/package-*/**', './src/yearly-report/**'],
            message: 'shared/ is below entities and features: it imports core, utils and other shared pieces only.',
          },
          {
            target: './src/entities',
            from: ['./src/features/**', './src/pages/**', './src/package-*/**', './src/yearly-report/**'],
            message: 'An entity imports core, shared and utils only, never a feature or a page.',
          },
          {
            target: './src/features',
            from: ['./src/pages/**', './src/package-*/**', './src/yearly-report/**'],
            message: 'A feature never imports a page.',
          },
          {
            // A page takes what a feature offers from its index.ts; the rest stays the feature's own.
            target: ['./src/pages', './src/package-*/**', './src/yearly-report'],
            from: ['./src/features/*/**'],
            except: ['**/src/features/*/index.ts'],
            message: "A page imports a feature through its index: '@/features/<name>', never a file inside it.",
          },
          {
            // Every screen sits in the one frame (src/shared/screen), which owns the shell.
            target: ['./src/features', './src/pages', './src/package-*/**', './src/yearly-report'],
            from: './src/shared/page-shell',
            message: 'Screens use the frame: Screen from src/shared/screen, not PageShell.',
          },
          ...features.map((name) => ({
            target: `./src/features/${name}`,
            from: './src/features',
            except: [`./${name}`],
            message: 'A feature never imports another feature; compose them in a page.',
          })),
        ],
      },
    ],
    '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
  },
  overrides: [
    {
      // design.md §2: H5/weapp differences live in file variants of a shared primitive, never inline.
      files: ['src/features/**', 'src/pages/**', 'src/package-*/**', 'src/yearly-report/**'],
      rules: {
        'no-restricted-syntax': [
          'error',
          ...["[property.name='TARO_ENV']", "[property.value='TARO_ENV']"].map((property) => ({
            selector: `MemberExpression[object.object.name='process'][object.property.name='env']${property}`,
            message: 'No process.env.TARO_ENV in features or pages: use a file variant (index.weapp.tsx) of a primitive under src/shared.',
          })),
          ...taroButtonFlags,
        ],
      },
    },
    {
      files: ['src/**'],
      excludedFiles: ['src/core/**', 'src/shared/**'],
      rules: {
        'no-restricted-properties': [
          'error',
          ...KIT_CALLS.flatMap(([property, use]) => ['Taro', 'wx'].map((object) => ({ object, property, message: kitMessage(`${object}.${property}`, use) }))),
        ],
        // One entry: ESLint keeps only the last of several entries for the same module.
        'no-restricted-imports': [
          'error',
          {
            paths: [
              {
                name: '@tarojs/taro',
                importNames: KIT_CALLS.map(([name]) => name),
                message: `Outside src/core and src/shared, use the kit: ${KIT_CALLS.map(([name, use]) => `${name}: ${use}`).join('; ')}.`,
              },
            ],
          },
        ],
        'no-restricted-globals': ['error', { name: 'getCurrentPages', message: kitMessage('getCurrentPages', KIT_CALLS[2][1]) }],
      },
    },
    {
      // design.md §2: a platform variant is a primitive of src/shared (or core, or the app's start),
      // never a file of a feature or page.
      files: ['src/**/*.weapp.ts', 'src/**/*.weapp.tsx'],
      excludedFiles: [
        'src/core/**',
        'src/shared/**',
        'src/app-start.weapp.ts',
      ],
      rules: {
        'no-restricted-syntax': [
          'error',
          { selector: 'Program', message: 'No .weapp files outside src/core and src/shared: make the difference a primitive with a file variant under src/shared.' },
        ],
      },
    },
    {
      // The survey engine is plain TypeScript that the dev API server imports by path: no aliases,
      // no Taro, no React, so the server refuses exactly what the screens refuse.
      files: ['src/features/survey/engine/**'],
      rules: {
        'no-restricted-imports': [
          'error',
          { patterns: [{ group: ['@/*', '@tarojs/*', 'react', 'react-dom', 'jotai', 'jotai/*', '@nutui/*'], message: 'The survey engine stays pure: mock/ imports it by path.' }] },
        ],
      },
    },
    {
      files: ['mock/**', 'scripts/**', 'tests/**', 'config/**', '*.config.*', '.eslintrc.js'],
      rules: { 'no-console': 'off', '@typescript-eslint/no-var-requires': 'off', '@typescript-eslint/no-require-imports': 'off' },
    },
  ],
  ignorePatterns: ['dist/', 'node_modules/', 'coverage/', 'test-results/', 'playwright-report/', 'scripts/.*'],
}
