// For each page file, what the page reaches through its imports:
// - hooks: the Taro page hooks that need a flag on its route (usePullDownRefresh needs `refresh`,
//   useShareAppMessage / useShareTimeline need `share`);
// - links: the `paths.<builder>` of src/routes.ts it uses, i.e. the pages a tap on it can open.
//   A builder used only to make a share (the path a friend opens, a poster's code) is no tap of
//   this user's, so one inside a share call's arguments does not count.
// Runs in a plain node process (inside jest every file of typescript itself would go through babel).
// stdin: [page file, relative to the repo]; stdout: { [file]: { hooks: string[], links: string[] } }.
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
/** Calls whose arguments describe a share: the link in them is for someone else to open. */
const SHARE_CALL = /share|poster|webPageUrl/i

const calleeName = (call) => {
  const callee = ts.isPropertyAccessExpression(call.expression) ? call.expression.name : call.expression
  return ts.isIdentifier(callee) ? callee.text : ''
}
/**
 * Inside the arguments of a share call (usePageShare({ path }), sharePage(...), useShareAssets(...)).
 * A builder's own call (paths.shareList(), paths.creatorPoster()) is no share call.
 */
function inShare(node) {
  for (let n = node.parent; n; n = n.parent) {
    if (ts.isCallExpression(n) && n.expression !== node && SHARE_CALL.test(calleeName(n))) return true
  }
  return false
}

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
  /** What one file imports (by symbol), which hooks it calls and which paths it uses. */
  function factsOf(file) {
    if (facts.has(file)) return facts.get(file)
    const source = program.getSourceFile(file)
    const next = new Set()
    const hooks = new Set()
    const links = new Set()
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
        if (HOOKS.has(calleeName(node))) hooks.add(calleeName(node))
      }
      if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'paths' && !inShare(node)) {
        links.add(node.name.text)
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
    const result = { next: [...next].filter(ownFile), hooks, links }
    facts.set(file, result)
    return result
  }

  const out = {}
  for (const page of pages) {
    const seen = new Set([page])
    const queue = [page]
    const hooks = new Set()
    const links = new Set()
    while (queue.length) {
      const file = queue.shift()
      const variant = file.replace(/\.(tsx?)$/, '.weapp.$1')
      const siblings = [variant, variant.replace(/\.ts$/, '.tsx'), variant.replace(/\.tsx$/, '.ts')].filter((f) => f !== file && program.getSourceFile(f))
      for (const f of siblings) if (!seen.has(f)) (seen.add(f), queue.push(f))
      const { next, hooks: own, links: opens } = factsOf(file)
      own.forEach((h) => hooks.add(h))
      opens.forEach((l) => links.add(l))
      for (const f of next) if (!seen.has(f)) (seen.add(f), queue.push(f))
    }
    out[path.relative(root, page).split(path.sep).join('/')] = { hooks: [...hooks].sort(), links: [...links].sort() }
  }
  process.stdout.write(JSON.stringify(out))
})
