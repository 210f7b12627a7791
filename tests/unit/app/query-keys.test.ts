import path from 'node:path'
import { AREA } from '@/core/query'
import { plantFiles, runScan, srcFiles } from '../../support/src-files'

/*
 * No key of the data cache is spelled by hand (issue 37): every key starts with an AREA name and
 * is built by a query definition (defineQuery, definePaged) or a key factory from it; a screen
 * reads a definition (useQuery, usePagedQuery), never names a key itself (useLoad, usePagedList
 * are the kit's); a write marks a definition's key or an AREA name, never a string.
 * tests/support/key-scan.js reads the files with the TypeScript parser.
 */

interface Finding {
  file: string
  line: number
  kind: 'spelled' | 'bare' | 'literal'
  text: string
}

const scan = (files: string[]) => runScan<Finding[]>('key-scan.js', { areas: Object.values(AREA), files })
const shown = (found: Finding[]) => found.map((f) => `${f.file}:${f.line} ${f.kind} ${f.text}`)

test('no key is spelled by hand anywhere in src', () => {
  // src/core is not scanned: it builds keys from what it is given, and names the areas (AREA in define.ts).
  expect(shown(scan(srcFiles()))).toEqual([])
}, 60_000)

test('the areas are one name each', () => {
  expect(new Set(Object.values(AREA)).size).toBe(Object.values(AREA).length)
})

test('planted: a typed-out key, a read naming its key, a string mark are each caught; definitions are not', () => {
  const planted = plantFiles({
    'screen.tsx': [
      "const a = useLoad(['mall', 'cart'], getCart)",
      "const b = usePagedList(load, { key: [AREA.mall, 'orders'] })",
      "const c = useQuery(cartQuery, [])",
      "const d = <TabbedListScreen cacheKey={['charging', 'orders']} />",
      "const e = defineQuery(() => [AREA.mall, 'cart'], getCart)",
      "const f = go('yearly-report/pages/index')",
    ],
    'api.ts': ["export const add = () => afterWrite(request({ method: 'POST' }), 'mall/cart', AREA.mall)", "invalidate(cartQuery.text())", "const KEY = 'mall/orders'"],
  })
  const found = scan(Object.values(planted.paths)).map((f) => `${path.basename(f.file)}:${f.line} ${f.kind}`)
  planted.remove()
  expect(found).toEqual(['screen.tsx:1 bare', 'screen.tsx:1 spelled', 'screen.tsx:2 bare', 'screen.tsx:4 spelled', 'api.ts:1 literal', 'api.ts:1 spelled', 'api.ts:3 spelled'])
})
