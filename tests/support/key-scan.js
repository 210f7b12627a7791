// Keys of the data cache spelled by hand (issue 37). Every key starts with an area of
// src/core/query/define.ts, and is built only by a query definition (`defineQuery`, `definePaged`)
// or a key factory from that name. Reported, per file:
// - `spelled`: an array whose first item is an area's name as a string ('mall', not AREA.mall),
//   or a string that starts with one and a slash ('mall/cart'): a key or a mark typed out;
// - `bare`: a read outside the kit that names its key itself (`useLoad`, `usePagedList`) instead
//   of reading a definition (`useQuery`, `usePagedQuery`);
// - `literal`: a write's mark given as a string literal rather than a definition's key.
// Parses each file alone with the TypeScript parser. stdin: { areas: [name], files: [file] };
// stdout: [{ file, line, kind, text }].
const fs = require('node:fs')
const path = require('node:path')
const ts = require('typescript')

const root = path.resolve(__dirname, '../..')
const BARE = new Set(['useLoad', 'usePagedList'])
const MARKS = new Set(['afterWrite', 'invalidate', 'markStale', 'keepShown'])
// A route ('yearly-report/pages/index') is no key.
const ROUTE = /\/pages\//
const isKit = (file) => /^src\/(shared|core)\//.test(file)

function scanFile(file, areas) {
  const text = fs.readFileSync(path.resolve(root, file), 'utf8')
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const found = []
  const report = (node, kind) => found.push({ file, line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1, kind, text: node.getText(sf).slice(0, 80) })
  const isString = (n) => ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)
  const visit = (node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return
    if (ts.isArrayLiteralExpression(node) && node.elements.length > 0 && isString(node.elements[0]) && areas.has(node.elements[0].text)) report(node, 'spelled')
    if (isString(node) && areas.has(node.text.split('/')[0]) && node.text.includes('/') && !ROUTE.test(node.text)) report(node, 'spelled')
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const name = node.expression.text
      if (BARE.has(name) && !isKit(file)) report(node.expression, 'bare')
      if (MARKS.has(name)) node.arguments.slice(name === 'afterWrite' ? 1 : 0).filter(isString).forEach((a) => report(a, 'literal'))
    }
    ts.forEachChild(node, visit)
  }
  visit(sf)
  return found
}

let input = ''
process.stdin.on('data', (chunk) => (input += chunk))
process.stdin.on('end', () => {
  const { areas, files } = JSON.parse(input)
  // src/core builds keys from what it is given; its own lists (the tenant's domains) are no keys.
  process.stdout.write(JSON.stringify(files.filter((f) => !f.startsWith('src/core/')).flatMap((file) => scanFile(file, new Set(areas)))))
})
