/** @jest-environment node */
import fs from 'node:fs'
import path from 'node:path'

/*
 * types/api holds TypeBox schemas for the dev API server; src may take only its types. A value
 * import pulls TypeBox into the app, and the H5 build, which has no loader for types/, fails
 * (a constant the app needs is copied into the feature's constants.ts, with an equality test).
 */
const SRC = path.join(__dirname, '../../../src')

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name)
    if (e.isDirectory()) return sources(full)
    return /\.tsx?$/.test(e.name) ? [full] : []
  })
}

/** The specifiers of `import { ... } from '@api/...'` that are values, not `type X`. */
export function valueImports(code: string): string[] {
  const found: string[] = []
  for (const [, kind, names] of code.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*'@api\/[^']+'/g)) {
    if (kind) continue
    for (const name of names.split(',').map((n) => n.trim()).filter(Boolean)) if (!name.startsWith('type ')) found.push(name)
  }
  return found
}

test('the check finds a value import and lets type imports pass', () => {
  expect(valueImports("import { A, type B } from '@api/uaa'")).toEqual(['A'])
  expect(valueImports("import type {\n  A,\n  B,\n} from '@api/mall'\nimport { type C } from '@api/user'")).toEqual([])
})

test('src imports only types from types/api', () => {
  const offenders = sources(SRC).flatMap((file) => valueImports(fs.readFileSync(file, 'utf8')).map((name) => `${path.relative(SRC, file)}: ${name}`))
  expect(offenders).toEqual([])
})
