// `npm test`: every check, one at a time (the machine has 2 cores), then one line
// `N passed, N failed` counting each test case plus each check that is not a test runner.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'

const results = 'test-results'
mkdirSync(results, { recursive: true })
let passed = 0
let failed = 0
const failures = []

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title}: ${command} ${args.join(' ')}`)
  const started = Date.now()
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  return { ok: status === 0, seconds: (Date.now() - started) / 1000 }
}

function step(title, command, args) {
  const { ok } = run(title, command, args)
  ok ? passed++ : (failed++, failures.push(title))
  return ok
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null
}

/**
 * Jest: count its test cases; a suite that failed to run counts as one failure. `command` runs
 * jest (under xvfb-run for WebKit); its JSON report goes to test-results/jest-<name>.json.
 */
function jest(title, projects, command = ['npx', 'jest', '--selectProjects', ...projects]) {
  const out = `${results}/jest-${projects.join('-')}.json`
  const [program, ...args] = command
  const { ok } = run(title, program, [...args, '--ci', '--json', `--outputFile=${out}`])
  const report = readJson(out)
  if (!report) return (failed++, failures.push(title))
  passed += report.numPassedTests
  failed += report.numFailedTests + report.numRuntimeErrorTestSuites
  if (!ok) failures.push(title)
}

step('lint', 'npx', ['eslint', '--ext', '.ts,.tsx,.js,.mjs', '--max-warnings', '0', 'src', 'types', 'mock', 'tests', 'scripts', 'config', 'playwright.config.ts', 'jest.config.js'])
step('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json'])
jest('unit (React and Preact) and contract tests', ['unit', 'preact', 'api', 'contract'])

step('npm start serves the magazine and stops on SIGTERM', 'node', ['tests/start/npm-start.check.mjs'])

const times = {}
for (const target of ['weapp', 'h5']) {
  const { ok, seconds } = run(`build ${target}`, 'npx', ['taro', 'build', '--type', target], { NODE_ENV: 'production' })
  times[target] = Math.round(seconds)
  ok ? passed++ : (failed++, failures.push(`build ${target}`))
}
writeFileSync('dist/build-times.json', JSON.stringify(times))

jest('build checks', ['build'])
// WeChat's WXML/WXSS compilers and code-quality items over dist/weapp, then the mini-program
// run in node (tests/weapp): both need the weapp build.
step('weapp compile', 'node', ['scripts/weapp-compile.mjs', 'dist/weapp'])
jest('weapp harness', ['weapp'])

const pwOut = `${results}/playwright.json`
const pw = run('Playwright on the H5 build', 'npx', ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: pwOut })
const pwReport = readJson(pwOut)
if (pwReport) {
  passed += pwReport.stats.expected
  failed += pwReport.stats.unexpected + pwReport.stats.flaky
  if (!pw.ok && pwReport.stats.unexpected === 0) (failed++, failures.push('Playwright run'))
} else {
  failed++
  failures.push('Playwright run')
}

// The H5 build in WebKit (WebKitGTK's MiniBrowser over WebDriver, under a virtual display): every
// route, and the landing routes' flows, so a Safari-only break fails here (tests/webkit).
jest('WebKit on the H5 build', ['webkit'], ['xvfb-run', '-a', '-s', '-screen 0 1280x1024x24', 'npx', 'jest', '-c', 'tests/webkit/jest.config.js'])

step('budget', 'npx', ['tsx', 'scripts/budget.ts'])

if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`)
console.log(`\n${passed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
