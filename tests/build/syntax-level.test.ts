// The declared browser targets (package.json browserslist: iOS >= 12, Android >= 7, Chrome >= 70)
// and the mini-program with WeChat's ES6 transform off (project.config.json `es6: false`) run
// ES2019 syntax and no newer: optional chaining, `??`, class fields and private members are a
// syntax error there, so one such token in a shipped script leaves the page white (issue 41).
// Safari before 16.4 also refuses a regular expression with lookbehind. Every H5 chunk and every
// mini-program script is parsed at that level.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { parse } from 'acorn'

const ROOT = join(__dirname, '../..')
const LEVEL = 2019

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const path = join(dir, f)
    return statSync(path).isDirectory() ? walk(path) : [path]
  })

/** What stops `code` from running at the declared level, or null. */
export function syntaxProblem(code: string): string | null {
  let lookbehind: string | null = null
  const onToken = (token: { type: { label: string }; value?: unknown }) => {
    const regex = token.type.label === 'regexp' ? (token.value as { pattern?: string }).pattern : undefined
    if (regex && /\(\?<[=!]/.test(regex) && !lookbehind) lookbehind = `a regular expression with lookbehind: /${regex.slice(0, 60)}/`
  }
  try {
    parse(code, { ecmaVersion: LEVEL, sourceType: 'script', allowHashBang: true, onToken })
  } catch (error) {
    const pos = (error as { pos?: number }).pos ?? 0
    return `${(error as Error).message} near ${JSON.stringify(code.slice(Math.max(0, pos - 50), pos + 30))}`
  }
  return lookbehind
}

test.each([
  ['optional chaining', 'var t = {}; t?.enumerable'],
  ['a class field', 'class A { size; }'],
  ['nullish coalescing', 'var a = null ?? 1'],
  ['lookbehind', 'var r = /(?<=a)b/'],
])('the check itself refuses %s', (_name, code) => {
  expect(syntaxProblem(code)).not.toBeNull()
})

test('the check lets ES2019 through (optional catch binding, spread, async)', () => {
  expect(syntaxProblem('async function f(){ try { await 1 } catch { return {...{a:1}} } }')).toBeNull()
})

test.each(['dist/h5/js', 'dist/weapp'])(`every script of %s parses at ES${LEVEL}`, (dir) => {
  const root = join(ROOT, dir)
  if (!existsSync(root)) throw new Error(`${dir} is missing: build both targets first`)
  const scripts = walk(root).filter((f) => f.endsWith('.js'))
  expect(scripts.length).toBeGreaterThan(50)
  const bad = scripts.map((f) => [relative(ROOT, f), syntaxProblem(readFileSync(f, 'utf8'))]).filter(([, problem]) => problem)
  expect(bad).toEqual([])
})
