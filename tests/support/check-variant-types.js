// Type-checks platform variants against their plain siblings with the project's tsconfig, in a
// plain node process (inside jest every file of typescript itself would go through babel).
// stdin: [[plain, variant]] as '@/...' module paths; stdout: the errors, as "variant: message".
const path = require('node:path')
const ts = require('typescript')

const root = path.resolve(__dirname, '../..')
// Never written: the compiler host serves it from memory.
const checkFile = path.join(root, 'tests/unit/variants.check.ts')

let input = ''
process.stdin.on('data', (chunk) => (input += chunk))
process.stdin.on('end', () => {
  const pairs = JSON.parse(input)
  // Three lines a pair, so an error's line tells which pair it is.
  const text = pairs
    .flatMap(([plain, variant], i) => [
      `import * as h${i} from '${plain}'`,
      `import * as w${i} from '${variant}'`,
      `export const pair${i} = [h${i} satisfies typeof w${i}, w${i} satisfies typeof h${i}]`,
    ])
    .join('\n')
  const config = ts.getParsedCommandLineOfConfigFile(path.join(root, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined })
  const options = { ...config.options, noEmit: true }
  const host = ts.createCompilerHost(options)
  const { getSourceFile, fileExists } = host
  host.getSourceFile = (file, language, ...rest) => (path.resolve(file) === checkFile ? ts.createSourceFile(file, text, language) : getSourceFile(file, language, ...rest))
  host.fileExists = (file) => path.resolve(file) === checkFile || fileExists(file)
  const program = ts.createProgram({ rootNames: [checkFile], options, host })
  const source = program.getSourceFile(checkFile)
  const problems = [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)].map((d) => {
    const line = d.start === undefined ? -1 : source.getLineAndCharacterOfPosition(d.start).line
    const pair = pairs[Math.floor(line / 3)]
    return `${pair ? pair[1] : '?'}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`
  })
  process.stdout.write(JSON.stringify(problems))
})
