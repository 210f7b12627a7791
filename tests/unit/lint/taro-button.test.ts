/** @jest-environment node */
import { Linter } from 'eslint'

// The rule of .eslintrc.js that sends every button to @/shared/button (issue 22 §7, issue 43),
// run alone with ESLint's own parser: the full config (TypeScript, import resolver, cycles)
// takes minutes here.
const config = require('../../../.eslintrc.js') as { overrides: { files: string | string[]; rules?: Record<string, Linter.RuleEntry> }[] }

const override = config.overrides.find((o) => JSON.stringify(o.rules?.['no-restricted-syntax'] ?? '').includes('@/shared/button'))!

const linter = new Linter()

const refusals = (code: string) =>
  linter
    .verify(code, { parserOptions: { ecmaVersion: 2022, sourceType: 'module', ecmaFeatures: { jsx: true } }, rules: { 'no-restricted-syntax': override.rules!['no-restricted-syntax'] } })
    .filter((m) => m.message.includes('@/shared/button'))

const taro = (attrs: string) => `import { Button, View } from '@tarojs/components'\nexport const A = (p) => <View><Button ${attrs}>提交</Button></View>\n`
const shared = (attrs: string) => `import { View } from '@tarojs/components'\nimport { Button } from '@/shared/button'\nexport const A = (p) => <View><Button ${attrs}>提交</Button></View>\n`

test('it applies to features and pages, not to src/core or src/shared', () => {
  const files = ([] as string[]).concat(override.files)
  expect(files).toEqual(expect.arrayContaining(['src/features/**', 'src/pages/**', 'src/package-*/**']))
  expect(files.filter((f) => f.startsWith('src/core') || f.startsWith('src/shared'))).toEqual([])
})

test("Taro's Button is refused, with or without disabled and loading", () => {
  expect(refusals(taro('disabled={p.busy}'))).toHaveLength(1)
  expect(refusals(taro("className='x' onClick={() => undefined}"))).toHaveLength(1)
  expect(refusals(`import { Button as TaroButton } from '@tarojs/components'\nexport const A = () => <TaroButton>提交</TaroButton>\n`)).toHaveLength(1)
})

test('the kit Button passes', () => {
  expect(refusals(shared('disabled={p.busy} loading={p.busy}'))).toEqual([])
})
