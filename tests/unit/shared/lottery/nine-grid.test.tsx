import { gridPath, NineGrid, useGridCell, type DrawState, type LotteryPrize } from '@/shared/lottery'
import { mountGame } from './game-harness'

const actGlobal = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
actGlobal.IS_REACT_ACT_ENVIRONMENT = true

afterEach(() => jest.useRealTimers())

const PRIZES: LotteryPrize[] = ['车载香薰', '50 积分', '保养券', '谢谢参与', '雨伞', '车模'].map((name, i) => ({ id: 10 + i, name, image: `/img/p${i}.svg` }))

async function mount() {
  function Grid({ state, start }: { state: DrawState; start: () => void }) {
    const active = useGridCell(state, PRIZES.length)
    return <NineGrid prizes={PRIZES} state={state} active={active} onStart={start} label='九宫格抽奖' />
  }
  const game = await mountGame(Grid, '.lottery-grid__start')
  const { q } = game
  return {
    ...game,
    active: () => Number(q('.lottery-grid__cell--on').dataset.cell),
  }
}

test('3x3: eight cells clockwise around the centre button, six prizes repeating in order', async () => {
  const g = await mount()
  const grid = g.u.queries.querySelector('.lottery-grid') as HTMLElement
  const children = Array.from(grid.children) as HTMLElement[]
  expect(children).toHaveLength(9)
  expect(children[4].tagName).toBe('BUTTON')
  expect(children[4].getAttribute('aria-label')).toBe('开始抽奖')
  // Row by row, the cells read: 0 1 2 / 7 - 3 / 6 5 4.
  expect(children.map((el) => el.dataset.cell ?? '-')).toEqual(['0', '1', '2', '7', '-', '3', '6', '5', '4'])
  expect(children.map((el) => el.textContent)).toEqual(['车载香薰', '50 积分', '保养券', '50 积分', '抽奖', '谢谢参与', '车载香薰', '车模', '雨伞'])
  expect(g.active()).toBe(0)
})

test('a tap steps the highlight at once, draws once, and it slows onto the server\'s prize', async () => {
  const g = await mount()
  g.tap()
  g.tap()
  expect(g.draw).toHaveBeenCalledTimes(1)
  g.wait(80)
  expect(g.active()).toBe(1)
  g.wait(160)
  expect(g.active()).toBe(3)
  await g.answer({ index: 5 })
  g.wait(960)
  // 1200 ms of 80 ms steps: 15 steps, on cell 7; then along the path to prize 5's cell.
  expect(g.now()).toBe('settling')
  expect(g.active()).toBe(7)
  const path = gridPath(7, 5, 6, 2)
  g.tap()
  g.wait(1000)
  expect(g.active()).not.toBe(7)
  g.wait(2499)
  expect(g.onResult).not.toHaveBeenCalled()
  g.wait(1)
  expect(g.now()).toBe('result')
  expect(g.active()).toBe(path[path.length - 1])
  expect(g.active()).toBe(5)
  expect(g.onResult).toHaveBeenCalledWith({ index: 5 })
  expect(g.draw).toHaveBeenCalledTimes(1)
})

test('a failure puts the highlight back where it was and returns to idle with the error', async () => {
  const g = await mount()
  g.tap()
  g.wait(400)
  expect(g.active()).toBe(5)
  await g.refuse(new Error('不在活动时间内'))
  expect(g.active()).toBe(0)
  g.wait(500)
  expect(g.now()).toBe('idle 不在活动时间内')
  expect(g.onResult).not.toHaveBeenCalled()
})
