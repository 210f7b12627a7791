import fs from 'fs'
import path from 'path'
import { TOKEN_COLOURS } from '@/styles/colours'
import { ROOT, SRC, filesUnder, scssCode, scssFiles } from './scss-sources'

// CSS named colours (CSS Color 4), so `color: red` counts as a literal as much as `#f00`.
const NAMED = (
  'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown ' +
  'burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan ' +
  'darkgoldenrod darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid ' +
  'darkred darksalmon darkseagreen darkslateblue darkslategray darkslategrey darkturquoise darkviolet ' +
  'deeppink deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ' +
  'ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki ' +
  'lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow ' +
  'lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray ' +
  'lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine ' +
  'mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen mediumturquoise ' +
  'mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive olivedrab ' +
  'orange orangered orchid palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru ' +
  'pink plum powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown ' +
  'seagreen seashell sienna silver skyblue slateblue slategray slategrey snow springgreen steelblue tan ' +
  'teal thistle tomato turquoise violet wheat white whitesmoke yellow yellowgreen'
).split(' ')
const NAMED_RE = new RegExp(`(?<![\\w$#.@-])(${NAMED.join('|')})(?![\\w-])`, 'i')
const HEX_RE = /#[0-9a-f]{3,8}\b/i
// rgb()/hsl() with a number inside; rgba($brand, 0.2) builds on a token and is fine.
const FUNCTION_RE = /\b(rgba?|hsla?|hwb)\(\s*[\d.]/i

/** The colour literals of some SCSS code (comments removed), as "line: text". */
function colourLiterals(code: string): string[] {
  return code
    .split('\n')
    .map((line, i) => {
      // Names only in values, after a declaration's colon: property names and selectors may say "white".
      const values = [...line.matchAll(/[$\w-]+\s*:\s*([^;{}]*)/g)].map((m) => m[1])
      const found = HEX_RE.test(line) || FUNCTION_RE.test(line) || values.some((v) => NAMED_RE.test(v))
      return found ? `${i + 1}: ${line.trim()}` : ''
    })
    .filter(Boolean)
}

/** Quoted hex colours in TypeScript ('#999', "#e0483e"), as "line: literal". */
function hexStrings(code: string): string[] {
  return code.split('\n').flatMap((line, i) => [...line.matchAll(/(['"`])#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})\1/gi)].map((m) => `${i + 1}: ${m[0]}`))
}

const outsideStyles = scssFiles().filter((file) => !file.startsWith('src/styles/'))

describe('colours come from src/styles/tokens.scss', () => {
  it('finds the SCSS files', () => {
    expect(outsideStyles.length).toBeGreaterThan(50)
  })

  it.each(outsideStyles)('%s has no colour literal (hex, rgb(), hsl() or named)', (file) => {
    expect(colourLiterals(scssCode(file))).toEqual([])
  })

  it('the brand colour #4E6175 is typed in src/styles alone', () => {
    const files = filesUnder(SRC, ['.scss', '.ts', '.tsx', '.html', '.json'])
    const holders = files.filter((file) => /#4e6175/i.test(fs.readFileSync(path.join(ROOT, file), 'utf8')))
    expect(holders.filter((file) => !file.startsWith('src/styles/'))).toEqual([])
  })

  it('TypeScript types no hex colour outside src/styles (icons, canvases and app.json read colours.ts)', () => {
    const code = filesUnder(SRC, ['.ts', '.tsx']).filter((file) => !file.startsWith('src/styles/'))
    const holders = code.flatMap((file) => hexStrings(fs.readFileSync(path.join(ROOT, file), 'utf8')).map((hit) => `${file}:${hit}`))
    expect(holders).toEqual([])
  })

  it('the TypeScript check catches a hex colour in a string or a JSX attribute', () => {
    expect(hexStrings("<Heart color='#999' />\nctx.fillStyle = \"#ffffff\"\nconst id = '#comment-1'")).toEqual(["1: '#999'", '2: "#ffffff"'])
  })

  it.each(Object.entries(TOKEN_COLOURS))('the TypeScript mirror %s has the value of its token', (name, value) => {
    const tokens = fs.readFileSync(path.join(SRC, 'styles/tokens.scss'), 'utf8')
    const token = name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
    expect(new RegExp(`^\\$${token}:\\s*(#[0-9a-f]+);`, 'im').exec(tokens)?.[1].toLowerCase()).toBe(value.toLowerCase())
  })

  it('the check itself catches each kind of literal', () => {
    const code = [
      '.a { color: #4e6175; }',
      '.b { background: rgba(0, 0, 0, 0.4); }',
      '.c { border: 1px solid red; }',
      '.d { white-space: nowrap; color: rgba($brand, 0.2); }',
      '.white:hover { fill: currentColor; background: transparent; }',
    ].join('\n')
    expect(colourLiterals(code).map((hit) => hit.slice(0, 2))).toEqual(['1:', '2:', '3:'])
  })
})

/** `z-index` values typed as numbers of 10 or more: stacking between pieces comes from the $z- tokens. */
function typedLayers(code: string): string[] {
  return code
    .split('\n')
    .map((line, i) => (/z-index\s*:\s*-?\d{2,}/.test(line) ? `${i + 1}: ${line.trim()}` : ''))
    .filter(Boolean)
}

describe('stacking comes from the $z- tokens', () => {
  // A single digit orders siblings inside one positioned piece (the captcha's piece over its picture).
  it.each(outsideStyles)('%s types no z-index of 10 or more', (file) => {
    expect(typedLayers(scssCode(file))).toEqual([])
  })

  it('the check itself catches a typed layer and lets tokens and local order pass', () => {
    const code = ['.a { z-index: 300; }', '.b { z-index: $z-sheet; }', '.c { z-index: 2; }', '.d { z-index: 10; }'].join('\n')
    expect(typedLayers(code).map((hit) => hit.slice(0, 2))).toEqual(['1:', '4:'])
  })
})
