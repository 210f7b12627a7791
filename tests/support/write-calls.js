// Where the app calls its writes, and whether through the write helper (issue 37).
// - The writes: the api files' writes (write-scan.js gives their names on stdin), and every
//   exported function of a plain module (not a component, not a hook) that calls one, repeated
//   until no more are found (the mall's `payOrder`, built on `payOrder`'s calls).
// - A component or a hook (a .tsx file, a `use-*.ts`, `hooks.ts`, a file under `hooks/`) may name
//   an imported write only inside the arguments of `useWrite(...)` or of a form's `submit(...)`,
//   or in the `onSubmit` handed to a kit form that sends through its own `submit` (FORMS), inline
//   or as a function of the same file named there.
// Parses each file alone with the TypeScript parser, as write-scan.js does.
// stdin: { writes: [name], files: [file, relative to the repo] }; stdout: [{ file, line, name }].
const fs = require('node:fs')
const path = require('node:path')
const ts = require('typescript')

const root = path.resolve(__dirname, '../..')
const THROUGH = new Set(['useWrite', 'submit'])
const FORMS = new Set(['EvaluationForm', 'EvaluationOnce'])
const READS = new Set(['defineQuery', 'definePaged'])

const isScreenCode = (file) => file.endsWith('.tsx') || /(^|\/)(use-[^/]*|hooks)\.ts$/.test(file) || /\/hooks\//.test(file)
const isApi = (file) => /(^|[/-])api\.ts$/.test(file)

function parse(file) {
  const text = fs.readFileSync(path.resolve(root, file), 'utf8')
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
}

/** The names a file imports (as used in it, and as exported where they come from). */
function imported(sf) {
  const names = new Map()
  for (const s of sf.statements) {
    const bindings = ts.isImportDeclaration(s) && s.importClause?.namedBindings
    if (!bindings || !ts.isNamedImports(bindings) || s.importClause.isTypeOnly) continue
    for (const el of bindings.elements) names.set(el.name.text, (el.propertyName ?? el.name).text)
  }
  return names
}

/** The `onSubmit` attributes of FORMS' elements, and the names of the functions they are given. */
function formHandlers(sf) {
  const attributes = new Set()
  const names = new Set()
  const visit = (node) => {
    if ((ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) && ts.isIdentifier(node.tagName) && FORMS.has(node.tagName.text)) {
      for (const attr of node.attributes.properties) {
        if (!ts.isJsxAttribute(attr) || attr.name.getText(sf) !== 'onSubmit') continue
        attributes.add(attr)
        const value = attr.initializer && ts.isJsxExpression(attr.initializer) ? attr.initializer.expression : undefined
        if (value && ts.isIdentifier(value)) names.add(value.text)
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(sf)
  return { attributes, names }
}

/** Identifiers in `node` that name an imported write, each with whether it sits inside THROUGH's arguments. */
function uses(sf, writes) {
  const names = imported(sf)
  const handed = formHandlers(sf)
  const found = []
  const visit = (node, through) => {
    if (ts.isImportDeclaration(node)) return
    if (ts.isJsxAttribute(node) && handed.attributes.has(node)) return ts.forEachChild(node, (child) => visit(child, true))
    if ((ts.isVariableDeclaration(node) || ts.isFunctionDeclaration(node)) && node.name && ts.isIdentifier(node.name) && handed.names.has(node.name.text)) {
      return ts.forEachChild(node, (child) => visit(child, true))
    }
    if (ts.isCallExpression(node)) {
      const callee = node.expression
      const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : ''
      visit(callee, through)
      node.arguments.forEach((a) => visit(a, through || THROUGH.has(name)))
      return
    }
    if (ts.isIdentifier(node) && names.has(node.text) && writes.has(names.get(node.text))) {
      // `{ write }` as a property name, or `x.write`'s name, is no use of the import.
      const parent = node.parent
      const ownName = (ts.isPropertyAccessExpression(parent) && parent.name === node) || (ts.isPropertyAssignment(parent) && parent.name === node)
      if (!ownName) found.push({ name: node.text, line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1, through })
    }
    ts.forEachChild(node, (child) => visit(child, through))
  }
  visit(sf, false)
  return found
}

/** The exported functions of a plain module that name a write. */
function exportedWriters(sf, writes) {
  const names = imported(sf)
  const namesWrite = (node) => (ts.isIdentifier(node) && names.has(node.text) && writes.has(names.get(node.text))) || ts.forEachChild(node, namesWrite) === true
  const out = []
  for (const s of sf.statements) {
    if ((ts.getCombinedModifierFlags(s) & ts.ModifierFlags.Export) === 0) continue
    if (ts.isFunctionDeclaration(s) && s.name && namesWrite(s)) out.push(s.name.text)
    // A read defined once (a POST used as a read, such as a share's id) is no write.
    const definition = (d) => d.initializer && ts.isCallExpression(d.initializer) && ts.isIdentifier(d.initializer.expression) && READS.has(d.initializer.expression.text)
    if (ts.isVariableStatement(s)) s.declarationList.declarations.forEach((d) => ts.isIdentifier(d.name) && !definition(d) && namesWrite(d) && out.push(d.name.text))
  }
  return out
}

let input = ''
process.stdin.on('data', (chunk) => (input += chunk))
process.stdin.on('end', () => {
  const { writes: names, files } = JSON.parse(input)
  const writes = new Set(names)
  const parsed = files.map((file) => ({ file, sf: parse(file) }))
  const modules = parsed.filter((p) => !isScreenCode(p.file) && !isApi(p.file))
  for (let grew = true; grew; ) {
    grew = false
    for (const { sf } of modules) {
      for (const name of exportedWriters(sf, writes)) {
        if (!writes.has(name)) {
          writes.add(name)
          grew = true
        }
      }
    }
  }
  const bare = parsed
    .filter((p) => isScreenCode(p.file))
    .flatMap(({ file, sf }) => uses(sf, writes).filter((u) => !u.through).map((u) => ({ file, line: u.line, name: u.name })))
  process.stdout.write(JSON.stringify({ writes: [...writes].sort(), bare }))
})
