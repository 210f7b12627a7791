import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

/*
 * Callers import a module without its extension: the H5 build and jest get name.ts / index.tsx,
 * the mini-program build name.weapp.ts / index.weapp.tsx (src/shared/README.md). Both files must
 * offer the same things. Every variant under src is found here by its name, not by a hand list:
 * its exports are held to its plain sibling's by name (requiring both) and by type (tsc: each
 * satisfies the other's type).
 */
const src = path.resolve(__dirname, '../../src')

const variants = (fs.readdirSync(src, { recursive: true }) as string[])
  .map((file) => file.split(path.sep).join('/'))
  .filter((file) => /\.weapp\.tsx?$/.test(file))
  .sort()

/** The plain sibling the H5 build and jest resolve: name.ts or name.tsx. */
function plainOf(variant: string): string | undefined {
  const base = variant.replace(/\.weapp\.tsx?$/, '')
  return ['.ts', '.tsx'].map((ext) => base + ext).find((file) => fs.existsSync(path.join(src, file)))
}

const modulePath = (file: string) => `@/${file.replace(/\.tsx?$/, '')}`

test('the variants are found, in src/core, src/shared and the app start', () => {
  expect(variants).toEqual(expect.arrayContaining(['app-start.weapp.ts', 'core/runtime.weapp.ts', 'shared/img/index.weapp.tsx']))
})

test.each(variants)('%s has a plain sibling for H5 and jest', (variant) => {
  expect(plainOf(variant)).toBeDefined()
})

test.each(variants)('%s exports what its plain sibling does', (variant) => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- found at run time, by name
  const names = (file: string) => Object.keys(require(path.join(src, file))).sort()
  expect(names(variant)).toEqual(names(plainOf(variant)!))
})

test('each variant and its plain sibling satisfy each other\'s types', () => {
  const pairs = variants.filter(plainOf).map((variant) => [modulePath(plainOf(variant)!), modulePath(variant)])
  const script = path.join(__dirname, '../support/check-variant-types.js')
  const problems = JSON.parse(execFileSync(process.execPath, [script], { input: JSON.stringify(pairs), encoding: 'utf8' })) as string[]
  expect(problems).toEqual([])
}, 120_000)
