import path from 'node:path'
import { isApiFile, plantFiles, runScan, srcFiles } from '../../support/src-files'

/*
 * Every write of the app goes through the one write helper (issue 37): a component or a hook
 * names a write (an api file's POST, PUT or DELETE call, or a plain module's function built on
 * one) only inside `useWrite(...)`, a form's `submit(...)` (which sends through useWrite) or the
 * `onSubmit` of a kit form that submits that way. Otherwise busy, failure and marks are written
 * by hand again, and a failure toasts twice or not at all.
 * tests/support/write-scan.js finds the writes, tests/support/write-calls.js where they are named.
 */

interface Bare {
  file: string
  line: number
  name: string
}

const writesOf = (apis: string[]) => runScan<{ name: string }[]>('write-scan.js', apis).map((w) => w.name)
const calls = (writes: string[], files: string[]) => runScan<{ writes: string[]; bare: Bare[] }>('write-calls.js', { writes, files })

test('no component or hook runs a write outside the write helper', () => {
  const files = srcFiles()
  const found = calls(writesOf(files.filter(isApiFile)), files)
  // The scan sees the app's writes, and the modules built on them (the mall's payment).
  expect(found.writes.length).toBeGreaterThan(60)
  expect(found.writes).toEqual(expect.arrayContaining(['likeContent', 'submitOrder', 'deleteCartItems']))
  expect(found.bare.map((b) => `${b.file}:${b.line} ${b.name}`)).toEqual([])
}, 60_000)

test('planted: a bare write in a hook and a component is caught, through the helper it is not', () => {
  const planted = plantFiles({
    'api.ts': ["export const remove = (id: number) => request({ method: 'DELETE', path: `/x/${id}` })", "export const read = () => request({ path: '/x' })"],
    'pay.ts': [
      "import { remove } from './api'",
      'export const removeTwice = (id: number) => remove(id).then(() => remove(id))',
      '// A POST used as a read, defined once: no write.',
      'export const shareIdQuery = defineQuery(() => [AREA.mall, 1], () => remove(0))',
    ],
    'use-thing.ts': [
      "import { remove, read } from './api'",
      "import { removeTwice, shareIdQuery } from './pay'",
      'export function useThing() {',
      '  const shareId = useQuery(shareIdQuery, [])',
      '  const ok = useWrite(remove)',
      '  const bad = async (id: number) => { try { await remove(id) } catch {} }',
      '  void read()',
      '  return { ok, bad, twice: () => removeTwice(1), sent: () => form.submit(() => removeTwice(2)) }',
      '}',
    ],
    'screen.tsx': [
      "import { remove } from './api'",
      'const rate = (input: unknown) => remove(1)',
      'export const A = () => <EvaluationOnce onSubmit={rate} />',
      'export const B = () => <Button onClick={() => remove(2)} />',
    ],
  })
  const { paths } = planted
  const found = calls(writesOf([paths['api.ts']]), Object.values(paths))
  planted.remove()
  expect(found.writes).toEqual(['remove', 'removeTwice'])
  expect(found.bare.map((b) => `${path.basename(b.file)}:${b.line} ${b.name}`)).toEqual(['use-thing.ts:6 remove', 'use-thing.ts:8 removeTwice', 'screen.tsx:4 remove'])
})
