import { QrCode } from '@/shared/qr-code'
import { loadQrEncoder } from '@/shared/qr-code/load.weapp'
import * as encoder from '@/shared/qr-code/matrix'
import { qrDataUrl, qrMatrix, QUIET_ZONE } from '@/shared/qr-code/matrix'
import { darkRuns } from '@/shared/qr-code/runs'
import { render } from '../../support/render'
import { waitFor } from '../../support/wait-for'

/** The 15 format bits beside the top-left finder (ISO 18004 §7.9), unmasked. */
function formatBits(dark: boolean[][]): number {
  // [x, y] of bit 0 (least significant) up to bit 14.
  const cells: [number, number][] = [
    [8, 0], [8, 1], [8, 2], [8, 3], [8, 4], [8, 5], [8, 7], [8, 8], [7, 8], [5, 8], [4, 8], [3, 8], [2, 8], [1, 8], [0, 8],
  ]
  const bits = cells.reduce((acc, [x, y], bit) => acc | ((dark[y][x] ? 1 : 0) << bit), 0)
  return bits ^ 0b101010000010010
}

/** The remainder of the format bits by the BCH generator: 0 for a well-formed code. */
function bchRemainder(bits: number): number {
  let rest = bits
  for (let i = 14; i >= 10; i -= 1) if (rest & (1 << i)) rest ^= 0b10100110111 << (i - 10)
  return rest
}

const finderAt = (dark: boolean[][], x0: number, y0: number) =>
  [0, 1, 2, 3, 4, 5, 6].map((y) => [0, 1, 2, 3, 4, 5, 6].map((x) => (dark[y0 + y][x0 + x] ? '#' : '.')).join(''))

const FINDER = ['#######', '#.....#', '#.###.#', '#.###.#', '#.###.#', '#.....#', '#######']

describe('qrMatrix', () => {
  it('HELLO WORLD is a version 1 code: 21 modules, three finders, timing, a well-formed format', () => {
    const { version, size, dark } = qrMatrix('HELLO WORLD')
    expect([version, size, dark.length, dark[0].length]).toEqual([1, 21, 21, 21])
    expect(finderAt(dark, 0, 0)).toEqual(FINDER)
    expect(finderAt(dark, 14, 0)).toEqual(FINDER)
    expect(finderAt(dark, 0, 14)).toEqual(FINDER)
    // Timing pattern: row and column 6 alternate between the finders, dark on even modules.
    for (let i = 8; i <= 12; i += 1) expect([dark[6][i], dark[i][6]]).toEqual([i % 2 === 0, i % 2 === 0])
    // The module that is always dark, at (8, 4 × version + 9).
    expect(dark[13][8]).toBe(true)
    const format = formatBits(dark)
    expect(bchRemainder(format)).toBe(0)
    // 11 alphanumeric characters fit version 1 at Q as well (16 at most), so M is raised to Q (bits 11).
    expect(format >> 13).toBe(0b11)
  })

  it('a link takes the smallest version that holds it at level M (84 bytes fit version 5, 85 need 6)', () => {
    expect(qrMatrix(`https://h5.test/${'a'.repeat(68)}`)).toMatchObject({ version: 5, size: 37 })
    expect(qrMatrix(`https://h5.test/${'a'.repeat(69)}`)).toMatchObject({ version: 6, size: 41 })
  })

  it('encodes Chinese text as UTF-8 bytes, with no TextEncoder needed (14 bytes fit version 1 at M)', () => {
    expect(qrMatrix('品牌杂志')).toMatchObject({ version: 1, size: 21 })
    expect(qrMatrix('品牌杂志期')).toMatchObject({ version: 2, size: 25 })
  })
})

describe('drawing a matrix', () => {
  it('dark modules go in runs, one rectangle each', () => {
    expect(darkRuns([true, true, false, true, false, false, true, true, true])).toEqual([[0, 2], [3, 1], [6, 3]])
    expect(darkRuns([false, false])).toEqual([])
  })

  it('the SVG has the code, its quiet zone and the finder rows as single runs', () => {
    const svg = decodeURIComponent(qrDataUrl('HELLO WORLD').replace('data:image/svg+xml,', ''))
    const side = 21 + 2 * QUIET_ZONE
    expect(svg).toContain(`viewBox="0 0 ${side} ${side}"`)
    // The top row of the top-left finder: 7 dark modules after the quiet zone.
    expect(svg).toContain(`M${QUIET_ZONE} ${QUIET_ZONE}h7v1h-7z`)
  })
})

describe('QrCode', () => {
  it('a link waits for the encoder, then shows as an SVG image with its alt text', async () => {
    const utils = await render(QrCode, { code: { text: 'https://h5.test/?issueId=1' }, alt: '链接二维码', className: 'shown' })
    await waitFor(() => expect(utils.queries.querySelector('img.shown')).not.toBeNull())
    const img = utils.queries.querySelector('img.shown')!
    expect(img.getAttribute('src')).toBe(qrDataUrl('https://h5.test/?issueId=1'))
    expect(img.getAttribute('alt')).toBe('链接二维码')
    expect(utils.queries.querySelector('.qr-code--wait')).toBeNull()
  })

  it('the server\'s mini-program code is shown as it is, with no encoding', async () => {
    const utils = await render(QrCode, { code: { src: '/static/img/qrcode/1.svg' }, alt: '邀请二维码', className: 'shown' })
    expect(utils.queries.querySelector('img.shown')?.getAttribute('src')).toBe('/static/img/qrcode/1.svg')
  })

  it('the mini-program has the encoder at once (no chunk to fetch)', async () => {
    await expect(loadQrEncoder()).resolves.toBe(encoder)
  })
})
