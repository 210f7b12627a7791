// For each page file: the Taro page hooks that need a flag on its route (usePullDownRefresh needs
// `refresh`, useShareAppMessage / useShareTimeline need `share`) that the page reaches through its
// imports. Runs in a plain node process
// (inside jest every file of typescript itself would go through babel).
// stdin: [page file, relative to the repo]; stdout: { [file]: { hooks: string[] } }.
//
// Imports are followed by symbol, not by file: `import { ChargingListScreen } from
// '@/features/charging'` leads to the file that declares ChargingListScreen, not to everything the
// feature's index re-exports. A reached file's mini-program variant (x.weapp.ts) counts too: the
// flags are the mini-program's.
const fs = require('node:fs')
const path = require('node:path')
const ts = require('typescript')

const root = path.resolve(__dirname, '../..')
const src = path.join(root, 'src') + path.sep
const HOOKS = new Set(['usePullDownRefresh', 'useShareAppMessage', 'useShareTimeline'])

let input = ''
process.stdin.on('data', (chunk) => (input += chunk))
process.stdin.on('end', () => {
  const pages = JSON.parse(input).map((file) => path.join(root, file))
  const variants = fs
    .readdirSync(src, { recursive: true })
    .filter((file) => /\.weapp\.tsx?$/.test(file))
    .map((file) => path.join(src, file))
  const config = ts.getParsedCommandLineOfConfigFile(path.join(root, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined })
  const program = ts.createProgram({ rootNames: [...pages, ...variants], options: { ...config.options, noEmit: true } })
  const checker = program.getTypeChecker()
  const ownFile = (file) => path.resolve(file).startsWith(src) && !file.endsWith('.d.ts')

  /** The files a symbol (through re-exports) is declared in. */
  function declaredIn(symbol) {
    if (!symbol) return []
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol
    return (target.declarations ?? []).map((d) => d.getSourceFile().fileName)
  }

  const facts = new Map()
  /** What one file imports (by symbol) and which hooks it calls. */
  function factsOf(file) {
    if (facts.has(file)) return facts.get(file)
    const source = program.getSourceFile(file)
    const next = new Set()
    const hooks = new Set()
    const visit = (node) => {
      if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) {
        const clause = node.importClause
        if (!clause) return // a style sheet or a side effect
        if (clause.name) declaredIn(checker.getSymbolAtLocation(clause.name)).forEach((f) => next.add(f))
        const bindings = clause.namedBindings
        if (bindings && ts.isNamespaceImport(bindings)) declaredIn(checker.getSymbolAtLocation(node.moduleSpecifier)).forEach((f) => next.add(f))
        if (bindings && ts.isNamedImports(bindings)) {
          for (const spec of bindings.elements) if (!spec.isTypeOnly) declaredIn(checker.getSymbolAtLocation(spec.name)).forEach((f) => next.add(f))
        }
        return
      }
      if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
        // Reached only when this file itself is: a namespace import of a barrel.
        declaredIn(checker.getSymbolAtLocation(node.moduleSpecifier)).forEach((f) => next.add(f))
        return
      }
      if (ts.isCallExpression(node)) {
        if (node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0]) {
          declaredIn(checker.getSymbolAtLocation(node.arguments[0])).forEach((f) => next.add(f))
        }
        const callee = ts.isPropertyAccessExpression(node.expression) ? node.expression.name : node.expression
        if (ts.isIdentifier(callee) && HOOKS.has(callee.text)) hooks.add(callee.text)
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
    const result = { next: [...next].filter(ownFile), hooks }
    facts.set(file, result)
    return result
  }

  const out = {}
  for (const page of pages) {
    const seen = new Set([page])
    const queue = [page]
    const hooks = new Set()
    while (queue.length) {
      const file = queue.shift()
      const variant = file.replace(/\.(tsx?)$/, '.weapp.$1')
      const siblings = [variant, variant.replace(/\.ts$/, '.tsx'), variant.replace(/\.tsx$/, '.ts')].filter((f) => f !== file && program.getSourceFile(f))
      for (const f of siblings) if (!seen.has(f)) (seen.add(f), queue.push(f))
      const { next, hooks: own } = factsOf(file)
      own.forEach((h) => hooks.add(h))
      for (const f of next) if (!seen.has(f)) (seen.add(f), queue.push(f))
    }
    out[path.relative(root, page).split(path.sep).join('/')] = { hooks: [...hooks].sort() }
  }
  process.stdout.write(JSON.stringify(out))
})
