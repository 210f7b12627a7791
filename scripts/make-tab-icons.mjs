// Draws the two tab-bar icons (normal and selected) as 81x81 PNGs: WeChat's tab bar
// takes only bitmap files. Run once with `node scripts/make-tab-icons.mjs`; output is committed.
import { writeFileSync } from 'node:fs'
import { deflateSync } from 'node:zlib'

const SIZE = 81
const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
const crc32 = (buf) => {
  let c = 0xffffffff
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}
const chunk = (type, data) => {
  const len = Buffer.alloc(4)
  len.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([len, body, crc])
}

function png(inside, [r, g, b]) {
  const rows = []
  for (let y = 0; y < SIZE; y++) {
    const row = Buffer.alloc(1 + SIZE * 4)
    for (let x = 0; x < SIZE; x++) {
      // 4x4 supersampling for smooth edges.
      let hits = 0
      for (let sy = 0; sy < 4; sy++) for (let sx = 0; sx < 4; sx++) if (inside(x + (sx + 0.5) / 4, y + (sy + 0.5) / 4)) hits++
      row.set([r, g, b, Math.round((hits / 16) * 255)], 1 + x * 4)
    }
    rows.push(row)
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(SIZE, 0)
  ihdr.writeUInt32BE(SIZE, 4)
  ihdr.set([8, 6, 0, 0, 0], 8)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

const inCircle = (x, y, cx, cy, r) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r
const inRoundRect = (x, y, x0, y0, x1, y1, r) => {
  if (x < x0 || x > x1 || y < y0 || y > y1) return false
  const cx = Math.min(Math.max(x, x0 + r), x1 - r)
  const cy = Math.min(Math.max(y, y0 + r), y1 - r)
  return inCircle(x, y, cx, cy, r)
}
// A car seen from the side: body, cabin, two wheels (wheels cut a ring out of the body).
const car = (x, y) => {
  const wheel = inCircle(x, y, 24, 56, 8) || inCircle(x, y, 57, 56, 8)
  const gap = inCircle(x, y, 24, 56, 11) || inCircle(x, y, 57, 56, 11)
  const body = inRoundRect(x, y, 8, 38, 73, 56, 6) || inRoundRect(x, y, 20, 24, 58, 42, 8)
  const window = inRoundRect(x, y, 26, 29, 52, 38, 3)
  return wheel || (body && !gap && !window)
}
// A person: head and shoulders.
const person = (x, y) => {
  const head = inCircle(x, y, 40.5, 26, 13)
  const shoulders = inCircle(x, y, 40.5, 78, 29) && y < 70
  return head || (shoulders && !inCircle(x, y, 40.5, 26, 16))
}

const GREY = [0x99, 0x99, 0x99]
const SELECTED = [0x4e, 0x61, 0x75]
const out = 'src/assets/tab'
writeFileSync(`${out}/car.png`, png(car, GREY))
writeFileSync(`${out}/car-active.png`, png(car, SELECTED))
writeFileSync(`${out}/mine.png`, png(person, GREY))
writeFileSync(`${out}/mine-active.png`, png(person, SELECTED))
