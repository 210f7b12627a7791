import { isApiFile, plantFiles, runScan, srcFiles } from '../../support/src-files'

/*
 * Every write marks what it changes (issue 37): each exported call of a feature's or an entity's
 * api file whose request is a POST, PUT or DELETE marks reads of the data cache (afterWrite's
 * marks, or invalidate), or says above it why none shows what it changed:
 * `// marks nothing: <why>`. Otherwise a like leaves every feed's count old until a pull-down.
 * tests/support/write-scan.js reads the files with the TypeScript parser.
 */

interface Write {
  file: string
  name: string
  methods: string[]
  marks: string[]
  nothing?: string
}

const scan = (files: string[]) => runScan<Write[]>('write-scan.js', files)

/** src/features/<area>/api.ts (and login-api.ts, the login's calls, browse-api.ts…), src/entities/<name>/api.ts. */
const apiFiles = () => srcFiles().filter((file) => isApiFile(file) && /^src\/(features|entities)\//.test(file))

const unmarked = (writes: Write[]) => writes.filter((w) => w.marks.length === 0 && !w.nothing).map((w) => `${w.file}: ${w.name}`)

let writes: Write[]
const write = (file: string, name: string) => writes.find((w) => w.file === file && w.name === name)

beforeAll(() => {
  writes = scan(apiFiles())
}, 60_000)

test('every write marks what it changes, or says why nothing shown changes', () => {
  expect(unmarked(writes)).toEqual([])
})

test('the scan finds the writes and their marks, through helpers too', () => {
  expect(writes.length).toBeGreaterThan(60)
  expect(write('src/features/community/api.ts', 'likeContent')).toMatchObject({ methods: ['POST'], marks: expect.arrayContaining(['COMMUNITY_FEEDS', 'COMMUNITY_ACCOUNTS']) })
  expect(write('src/features/community/api.ts', 'postComment')?.marks).toEqual(expect.arrayContaining(['keepShown(commentsOf(data.contentId))', 'COMMUNITY_FEEDS']))
  expect(write('src/features/mall/api.ts', 'addToCart')?.marks).toEqual(['CART_CHANGED'])
  // A helper of the file that marks (team-pk's `changed`, the mall's `orderWrite`), or sends the method (the article entity's `stat`).
  expect(write('src/features/team-pk/api.ts', 'createTeam')?.marks).toEqual(['AREA.teamPk'])
  expect(write('src/features/mall/api.ts', 'submitOrder')?.marks).toContain('POINTS_CHANGED')
  expect(write('src/entities/article/api.ts', 'unlikeArticle')).toMatchObject({ methods: ['DELETE'], marks: ['...articleStatsShown(id)'] })
  // invalidate after a swallowed write.
  expect(write('src/features/sign-in/api.ts', 'startTaskEvent')?.marks).toEqual(['USER_AREA', 'AREA.lottery'])
  expect(write('src/features/mall/api.ts', 'confirmOrder')?.nothing).toMatch(/read sent as POST/)
  // Reads are no writes.
  expect(write('src/features/community/api.ts', 'getContent')).toBeUndefined()
  expect(write('src/features/mall/api.ts', 'getCart')).toBeUndefined()
})

test('a planted write that marks nothing and says no why is caught', () => {
  const planted = plantFiles({
    'api.ts': [
      "const marked = <T>(w: Promise<T>) => afterWrite(w, 'helped')",
      "export function silent(id: number) { return request({ method: 'POST', path: `/x/${id}` }) }",
      '// marks nothing: a planted reason',
      "export const excused = () => request({ method: 'DELETE', path: '/x' })",
      '// marks nothing:',
      "export const emptyWhy = () => request({ method: 'PUT', path: '/x' })",
      "export const direct = () => afterWrite(request({ method: 'PUT', path: '/x' }), 'x', X_KEY)",
      "export const viaHelper = () => marked(request({ method: 'POST', path: '/x' }))",
      "export const read = (method: 'POST' | 'GET') => request({ path: '/x', query: { method } })",
    ],
  })
  const file = planted.paths['api.ts']
  const found = scan([file])
  planted.remove()
  expect(found.map((w) => w.name)).toEqual(['silent', 'excused', 'emptyWhy', 'direct', 'viaHelper'])
  expect(unmarked(found)).toEqual([`${file}: silent`, `${file}: emptyWhy`])
  expect(found.find((w) => w.name === 'excused')?.nothing).toBe('a planted reason')
  expect(found.find((w) => w.name === 'direct')?.marks).toEqual(["'x'", 'X_KEY'])
  expect(found.find((w) => w.name === 'viaHelper')?.marks).toEqual(["'helped'"])
})
