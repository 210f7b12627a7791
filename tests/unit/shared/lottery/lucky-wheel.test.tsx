import { LuckyWheel, useWheelAngle, wheelStopAngle, type DrawState, type LotteryPrize } from '@/shared/lottery'
import { mountGame } from './game-harness'

const actGlobal = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
actGlobal.IS_REACT_ACT_ENVIRONMENT = true

afterEach(() => jest.useRealTimers())

const PRIZES: LotteryPrize[] = ['一等奖', '二等奖', '三等奖', '100 积分', '优惠券', '谢谢参与'].map((name, i) => ({ id: i + 1, name, image: `/img/prize-${i + 1}.svg` }))

interface Answer {
  index: number
  prizeId: number
}

/** The wheel as a page would use it, with the server's answer in the test's hands. */
async function mount({ disabled = false } = {}) {
  function Wheel({ state, start }: { state: DrawState; start: () => void }) {
    const angle = useWheelAngle(state, PRIZES.length)
    return <LuckyWheel prizes={PRIZES} state={state} angle={angle} onStart={start} disabled={disabled} label='幸运大转盘' />
  }
  const game = await mountGame<Answer>(Wheel, '.lottery-wheel__start')
  const { q, u } = game
  return {
    ...game,
    disc: () => q('.lottery-wheel__disc').style,
    button: () => q('.lottery-wheel__start'),
    names: () => Array.from(u.queries.querySelectorAll('.lottery-wheel__name')).map((el) => el.textContent),
  }
}

test('sectors with name and picture clockwise from the pointer; a real, named 抽奖 button', async () => {
  const w = await mount()
  expect(w.names()).toEqual(PRIZES.map((p) => p.name))
  expect(w.disc().transform).toBe('rotate(0deg)')
  expect(w.disc().transition).toBe('none')
  expect(w.button().tagName).toBe('BUTTON')
  expect(w.button().getAttribute('aria-label')).toBe('开始抽奖')
  expect(w.button().textContent).toBe('抽奖')
})

test('a tap spins at once and draws once; taps during the draw do nothing; it stops on the server\'s prize', async () => {
  const w = await mount()
  w.tap()
  expect(w.now()).toBe('drawing')
  expect(w.draw).toHaveBeenCalledTimes(1)
  // Waiting: far ahead, linearly, at one turn per 400 ms for up to the 60 s time-out.
  expect(w.disc().transform).toBe('rotate(54000deg)')
  expect(w.disc().transition).toBe('transform 60000ms linear')
  expect(w.button().getAttribute('aria-busy')).toBe('true')
  w.tap()
  await w.answer({ index: 2, prizeId: 3 })
  w.tap()
  expect(w.draw).toHaveBeenCalledTimes(1)
  // A fast answer still spins the least time before it stops.
  w.wait(1199)
  expect(w.now()).toBe('drawing')
  w.wait(1)
  expect(w.now()).toBe('settling')
  // 1200 ms at 0.9 degrees a ms: 1080 degrees turned; 3 more turns, then prize 2 under the pointer.
  expect(w.disc().transform).toBe(`rotate(${wheelStopAngle(2, 6, 1080, 3)}deg)`)
  expect(w.disc().transition).toBe('transform 3500ms cubic-bezier(0.25, 0.6, 0.3, 1)')
  w.wait(3499)
  expect(w.onResult).not.toHaveBeenCalled()
  w.wait(1)
  expect(w.now()).toBe('result')
  expect(w.onResult).toHaveBeenCalledWith({ index: 2, prizeId: 3 })
  expect(w.disc().transition).toBe('none')
  // The next draw starts from where this one stopped.
  w.tap()
  expect(w.draw).toHaveBeenCalledTimes(2)
  expect(w.disc().transform).toBe(`rotate(${wheelStopAngle(2, 6, 1080, 3) + 54000}deg)`)
})

test('a failure turns the wheel on to where it stood and returns to idle with the error', async () => {
  const w = await mount()
  w.tap()
  w.wait(1000)
  await w.refuse(new Error('抽奖次数已用完'))
  expect(w.now()).toBe('error')
  // 900 degrees turned: on to 1080, which shows the wheel as before the tap.
  expect(w.disc().transform).toBe('rotate(1080deg)')
  w.tap()
  expect(w.draw).toHaveBeenCalledTimes(1)
  w.wait(500)
  expect(w.now()).toBe('idle 抽奖次数已用完')
  expect(w.onResult).not.toHaveBeenCalled()
  w.tap()
  expect(w.draw).toHaveBeenCalledTimes(2)
})

test('disabled: the button greys out and a tap draws nothing', async () => {
  const w = await mount({ disabled: true })
  expect(w.button().hasAttribute('disabled')).toBe(true)
  w.tap()
  expect(w.draw).not.toHaveBeenCalled()
  expect(w.now()).toBe('idle')
})
