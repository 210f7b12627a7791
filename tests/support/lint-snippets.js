// Lints snippets with the project's own .eslintrc.js through ESLint's Node API, in a plain node
// process: inside jest's module registry ESLint and its plugins load too slowly to use.
// stdin: [{ filePath, code }]; stdout: for each, its messages as "rule: message".
const { ESLint } = require('eslint')

let input = ''
process.stdin.on('data', (chunk) => (input += chunk))
process.stdin.on('end', async () => {
  const eslint = new ESLint({ cwd: process.cwd(), useEslintrc: true })
  const out = []
  for (const { filePath, code } of JSON.parse(input)) {
    const [result] = await eslint.lintText(code, { filePath })
    out.push(result.messages.map((m) => `${m.ruleId}: ${m.message}`))
  }
  process.stdout.write(JSON.stringify(out))
})
