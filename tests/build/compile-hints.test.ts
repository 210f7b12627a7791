// Every H5 script but the sanitizer's opens with V8's compile hint (config/h5-compile-hints.ts): a
// script without it has its functions compiled on the main thread, inside the tasks that first
// call them (issue 42). V8 reads the hint only as the file's very first line.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { COMPILE_HINT } from '../../config/h5-compile-hints'

const DIR = join(__dirname, '../../dist/h5/js')

/** DOMPurify names its Trusted Types policy so; no other chunk holds the word. */
const isSanitizer = (code: string) => code.includes('"dompurify"')

test('every H5 script but the sanitizer opens with the compile hint', () => {
  if (!existsSync(DIR)) throw new Error('dist/h5 is missing: build H5 first')
  const scripts = readdirSync(DIR)
    .filter((f) => f.endsWith('.js'))
    .map((f) => ({ f, code: readFileSync(join(DIR, f), 'utf8') }))
  expect(scripts.length).toBeGreaterThan(10)
  const without = scripts.filter(({ code }) => !code.startsWith(COMPILE_HINT)).map(({ f }) => f)
  expect(without).toHaveLength(1)
  expect(without).toEqual(scripts.filter(({ code }) => isSanitizer(code)).map(({ f }) => f))
})
