// Where the app makes its forms, and what each says about its draft (issue 39, item 5):
// - every `useForm(...)` call, with the text of its `draft` and `sensitive` options (null when
//   absent, or when the options are no object literal to read);
// - every element of a kit form that takes its draft key from its caller (`passOn`, given on
//   stdin: EvaluationForm, LeadCaptureForm...), with the text of its `draft` attribute and
//   whether it spreads props (an element passing its own props on).
// Each site also names the function it sits in, so a form passing its caller's key on is known.
// Parses each file alone with the TypeScript parser, as the other scans do.
// stdin: { files: [file], passOn: [component] }; stdout: [{ file, line, form, inside, draft, sensitive, spread }].
const fs = require('node:fs')
const path = require('node:path')
const ts = require('typescript')

const root = path.resolve(__dirname, '../..')

function parse(file) {
  const text = fs.readFileSync(path.resolve(root, file), 'utf8')
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
}

/** The name of the function declaration or `const X = (...) =>` around `node`, innermost named one. */
function enclosing(node) {
  for (let n = node.parent; n; n = n.parent) {
    if (ts.isFunctionDeclaration(n) && n.name) return n.name.text
    if ((ts.isArrowFunction(n) || ts.isFunctionExpression(n)) && ts.isVariableDeclaration(n.parent) && ts.isIdentifier(n.parent.name)) return n.parent.name.text
  }
  return null
}

/** What a name stands for where `node` is: the initializer of a `const` of that name in the function around it, if any. */
function constant(sf, node, name) {
  let scope = node.parent
  while (scope && !ts.isFunctionLike(scope) && !ts.isSourceFile(scope)) scope = scope.parent
  let found = null
  const visit = (n) => {
    if (found) return
    if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.name.text === name && n.initializer) found = n.initializer.getText(sf)
    else ts.forEachChild(n, visit)
  }
  if (scope) visit(scope)
  return found
}

/**
 * The text of option `name` of an object literal, or null; a name for it (`draft`, `draft: key`)
 * is read through its `const` (`const key = DRAFTS.x(id)`), a parameter stays as it is.
 */
function option(sf, object, name) {
  for (const p of object.properties) {
    const value = ts.isShorthandPropertyAssignment(p) && p.name.text === name ? p.name : ts.isPropertyAssignment(p) && p.name.getText(sf) === name ? p.initializer : null
    if (!value) continue
    return (ts.isIdentifier(value) && constant(sf, object, value.text)) || value.getText(sf)
  }
  return null
}

function scanFile(file, passOn) {
  const sf = parse(file)
  const found = []
  const line = (node) => sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1
  const visit = (node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'useForm') {
      const options = node.arguments[0]
      const object = options && ts.isObjectLiteralExpression(options) ? options : undefined
      found.push({
        file, line: line(node), form: 'useForm', inside: enclosing(node),
        draft: object ? option(sf, object, 'draft') : null,
        sensitive: object ? option(sf, object, 'sensitive') : null,
        spread: false,
      })
    }
    if ((ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) && ts.isIdentifier(node.tagName) && passOn.has(node.tagName.text)) {
      let draft = null
      let spread = false
      for (const attr of node.attributes.properties) {
        if (ts.isJsxSpreadAttribute(attr)) spread = true
        else if (attr.name.getText(sf) === 'draft' && attr.initializer) {
          draft = ts.isJsxExpression(attr.initializer) && attr.initializer.expression ? attr.initializer.expression.getText(sf) : attr.initializer.getText(sf)
        }
      }
      found.push({ file, line: line(node), form: node.tagName.text, inside: enclosing(node), draft, sensitive: null, spread })
    }
    ts.forEachChild(node, visit)
  }
  visit(sf)
  return found
}

let input = ''
process.stdin.on('data', (chunk) => (input += chunk))
process.stdin.on('end', () => {
  const { files, passOn } = JSON.parse(input)
  // The form kit itself (src/shared/form) defines useForm: its own mentions are no forms.
  const scanned = files.filter((f) => !/(^|\/)src\/shared\/form\//.test(f))
  process.stdout.write(JSON.stringify(scanned.flatMap((file) => scanFile(file, new Set(passOn)))))
})
