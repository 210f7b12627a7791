/**
 * @jest-environment node
 */
import fs from 'fs'
import path from 'path'
import * as sass from 'sass'
import { ROOT, SRC, scssFiles } from './scss-sources'

// What config/index.ts (`sass.resource`) puts before every SCSS file, in the same order.
const PRELUDE = ['tokens.scss', 'mixins.scss'].map((file) => fs.readFileSync(path.join(SRC, 'styles', file), 'utf8')).join('\n')
const compile = (source: string) => sass.compileString(source, { style: 'expanded', silenceDeprecations: ['import'] }).css

describe('the SCSS prelude (tokens and mixins)', () => {
  it('emits no CSS by itself, so prepending it to every file adds nothing', () => {
    expect(compile(PRELUDE)).toBe('')
  })

  it('keeps the config in step: the build prepends exactly these files', () => {
    expect(fs.readFileSync(path.join(ROOT, 'config/index.ts'), 'utf8')).toContain("['tokens.scss', 'mixins.scss']")
  })

  it.each(scssFiles().filter((file) => !file.startsWith('src/styles/')))('%s compiles with it', (file) => {
    expect(() => compile(`${PRELUDE}\n${fs.readFileSync(path.join(ROOT, file), 'utf8')}`)).not.toThrow()
  })

  it('defines the spin keyframes once, in app.scss', () => {
    const files = scssFiles().filter((file) => /@keyframes\s+spin\b/.test(fs.readFileSync(path.join(ROOT, file), 'utf8')))
    expect(files).toEqual(['src/app.scss'])
  })
})
