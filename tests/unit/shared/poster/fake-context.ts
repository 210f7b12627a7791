import type { PosterContext } from '@/shared/poster/draw'

/** A 2D context that records what is drawn; every character is `charWidth` wide. */
export function fakeContext(charWidth = 10) {
  const calls: [string, ...unknown[]][] = []
  const state = { fillStyle: '' as unknown, font: '', textAlign: '', textBaseline: '' }
  const record = (name: string) => (...args: unknown[]) => void calls.push([name, ...args])
  const ctx: PosterContext & { scale(x: number, y: number): void } = Object.assign(state, {
    save: record('save'),
    restore: record('restore'),
    beginPath: record('beginPath'),
    closePath: record('closePath'),
    moveTo: record('moveTo'),
    arcTo: record('arcTo'),
    clip: record('clip'),
    scale: record('scale'),
    fill: () => void calls.push(['fill', state.fillStyle]),
    fillRect: (...args: number[]) => void calls.push(['fillRect', state.fillStyle, ...args]),
    fillText: (text: string, x: number, y: number) => void calls.push(['fillText', text, x, y, state.font, state.fillStyle, state.textAlign]),
    measureText: (text: string) => ({ width: Array.from(text).length * charWidth }),
    drawImage: record('drawImage'),
  })
  return { ctx, calls, named: (name: string) => calls.filter((c) => c[0] === name) }
}
