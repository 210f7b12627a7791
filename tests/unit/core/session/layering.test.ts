/** @jest-environment node */
import fs from 'node:fs'
import path from 'node:path'

/*
 * The request layer reads the session (token, loading flag, the 401 relogin), so the session must
 * never reach the request layer, not even through another module: the login calls live in
 * src/features/auth/login-api.ts. import/no-cycle sees a cycle; this says which way is allowed.
 */
const SRC = path.resolve(__dirname, '../../../../src')
const EXTENSIONS = ['.ts', '.tsx', '.weapp.ts', '.weapp.tsx', '/index.ts', '/index.tsx', '/index.weapp.ts', '/index.weapp.tsx']

const filesUnder = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : []))

/** Every file of src an import of `from` may load (both platforms' variants). */
function resolve(from: string, spec: string): string[] {
  const base = spec.startsWith('@/') ? path.join(SRC, spec.slice(2)) : spec.startsWith('.') ? path.resolve(path.dirname(from), spec) : null
  if (!base) return []
  return [base, ...EXTENSIONS.map((ext) => base + ext)].filter((file) => /\.tsx?$/.test(file) && fs.existsSync(file))
}

/** What a file imports at run time: `import type` and `export type` are left out. */
export function runtimeSpecifiers(code: string): string[] {
  const found: string[] = []
  for (const [, kind, spec] of code.matchAll(/(?:^|\n)\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s*)?'([^']+)'/g)) if (!kind) found.push(spec)
  for (const [, spec] of code.matchAll(/import\(\s*'([^']+)'\s*\)/g)) found.push(spec)
  return found
}

function reached(start: string[]): Set<string> {
  const seen = new Set(start)
  const queue = [...start]
  while (queue.length) {
    const file = queue.shift()!
    for (const spec of runtimeSpecifiers(fs.readFileSync(file, 'utf8'))) {
      for (const next of resolve(file, spec)) {
        if (seen.has(next)) continue
        seen.add(next)
        queue.push(next)
      }
    }
  }
  return seen
}

const inside = (dir: string) => (file: string) => file.startsWith(path.join(SRC, dir) + path.sep)
const rel = (file: string) => path.relative(SRC, file)

test('the scan reads runtime imports and leaves type imports out', () => {
  const code = "import type { A } from './a'\nimport { b } from '../b'\nexport { c } from '@/c'\nexport type { D } from './d'\nimport './e.scss'\nconst f = import('./f')\n"
  expect(runtimeSpecifiers(code)).toEqual(['../b', '@/c', './e.scss', './f'])
})

test('nothing core/session loads reaches core/request', () => {
  const session = filesUnder(path.join(SRC, 'core/session'))
  expect(session.map(rel)).toContain('core/session/state.ts')
  expect([...reached(session)].filter(inside('core/request')).map(rel)).toEqual([])
})

test('the request layer does read the session (the allowed direction), so the check has something to hold', () => {
  const request = filesUnder(path.join(SRC, 'core/request'))
  expect([...reached(request)].filter(inside('core/session')).map(rel)).toContain('core/session/state.ts')
})

test('the login calls are the auth feature\'s', () => {
  expect(fs.existsSync(path.join(SRC, 'core/session/login-api.ts'))).toBe(false)
  expect(runtimeSpecifiers(fs.readFileSync(path.join(SRC, 'features/auth/login-api.ts'), 'utf8'))).toEqual(expect.arrayContaining(['@/core/request', '@/core/session']))
})
