import { execFileSync } from 'node:child_process'
import path from 'node:path'

/**
 * Snippets planted at paths of the project, linted with its own .eslintrc.js in one ESLint run
 * (tests/support/lint-snippets.js), so a rule of the config cannot quietly go. `plant` registers
 * a snippet and gives the getter of its messages; `lintPlanted` in beforeAll runs them all.
 */
export function lintPlants() {
  const cases: { filePath: string; code: string }[] = []
  let results: string[][] = []
  const plant = (filePath: string, code: string): (() => string[]) => {
    const index = cases.push({ filePath, code }) - 1
    return () => results[index]
  }
  const lintPlanted = () => {
    const script = path.join(__dirname, 'lint-snippets.js')
    results = JSON.parse(execFileSync(process.execPath, [script], { input: JSON.stringify(cases), encoding: 'utf8' })) as string[][]
  }
  return { plant, lintPlanted }
}
