// For each api file, its writes and what each marks in the data cache:
// - a write is an exported function whose request has method POST, PUT or DELETE (a string literal
//   in its body, or in a helper of the same file it calls: `stat('POST', ...)`, `orderWrite(...)`);
// - its marks are the arguments after the first of `afterWrite(...)` and the argument of
//   `invalidate(...)` / `markStale(...)`, as written, in its body or in such a helper;
// - `nothing` is the why of a `// marks nothing: <why>` comment right above it.
// Parses each file alone (no program, no types): runs in a plain node process, as page-scan.js.
// stdin: [file, relative to the repo]; stdout: [{ file, name, methods, marks, nothing? }].
const fs = require('node:fs')
const path = require('node:path')
const ts = require('typescript')

const root = path.resolve(__dirname, '../..')
const METHODS = new Set(['POST', 'PUT', 'DELETE'])
const MARKERS = { afterWrite: (args) => args.slice(1), invalidate: (args) => args.slice(0, 1), markStale: (args) => args.slice(0, 1) }
const NOTHING = /^\/\/\s*marks nothing:\s*(\S.*)$/

const isExported = (node) => (ts.getCombinedModifierFlags(node) & ts.ModifierFlags.Export) !== 0

/** Top-level functions and function-valued consts: name -> { body, statement, exported }. */
function declarations(sf) {
  const found = new Map()
  for (const statement of sf.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name) {
      found.set(statement.name.text, { body: statement, statement, exported: isExported(statement) })
    } else if (ts.isVariableStatement(statement)) {
      for (const d of statement.declarationList.declarations) {
        const init = d.initializer
        if (ts.isIdentifier(d.name) && init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init))) {
          found.set(d.name.text, { body: init, statement, exported: isExported(statement) })
        }
      }
    }
  }
  return found
}

/** What one declaration's own body holds: method literals, marks, and the names it calls. */
function ownFacts(body, sf) {
  const facts = { methods: new Set(), marks: [], calls: new Set() }
  const visit = (node) => {
    // `method: 'POST' | 'DELETE'` as a parameter's type is no request.
    if (ts.isTypeNode(node)) return
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && METHODS.has(node.text)) facts.methods.add(node.text)
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const name = node.expression.text
      facts.calls.add(name)
      if (MARKERS[name]) facts.marks.push(...MARKERS[name]([...node.arguments]).map((a) => a.getText(sf)))
    }
    ts.forEachChild(node, visit)
  }
  visit(body)
  return facts
}

function scanFile(file) {
  const text = fs.readFileSync(path.resolve(root, file), 'utf8')
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const decls = declarations(sf)
  const facts = new Map([...decls].map(([name, d]) => [name, ownFacts(d.body, sf)]))

  /** A declaration's facts with those of the same file's helpers it calls, transitively. */
  function reached(name, seen = new Set()) {
    const methods = new Set()
    const marks = []
    if (seen.has(name) || !facts.has(name)) return { methods, marks }
    seen.add(name)
    const own = facts.get(name)
    own.methods.forEach((m) => methods.add(m))
    marks.push(...own.marks)
    for (const callee of own.calls) {
      const more = reached(callee, seen)
      more.methods.forEach((m) => methods.add(m))
      marks.push(...more.marks)
    }
    return { methods, marks }
  }

  const writes = []
  for (const [name, d] of decls) {
    if (!d.exported) continue
    const { methods, marks } = reached(name)
    if (methods.size === 0) continue
    const comments = ts.getLeadingCommentRanges(text, d.statement.pos) ?? []
    const nothing = comments.map((c) => NOTHING.exec(text.slice(c.pos, c.end).trim())).find(Boolean)
    writes.push({ file, name, methods: [...methods].sort(), marks, ...(nothing ? { nothing: nothing[1] } : {}) })
  }
  return writes
}

let input = ''
process.stdin.on('data', (chunk) => (input += chunk))
process.stdin.on('end', () => {
  process.stdout.write(JSON.stringify(JSON.parse(input).flatMap(scanFile)))
})
