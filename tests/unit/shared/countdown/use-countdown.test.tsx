import { Text, View } from '@tarojs/components'
import { countdownText, useCountdown, useRestartableCountdown } from '@/shared/countdown'
import { tickListenerCount } from '@/shared/countdown/ticker'
import { render } from '../../../support/render'

const onEnd = jest.fn()

function Sale({ end }: { end: number }) {
  const left = useCountdown(end, onEnd)
  return <Text className='sale'>{countdownText(left)}</Text>
}

function Resend() {
  const sms = useRestartableCountdown(60, onEnd)
  return (
    <View className='resend' onClick={sms.running ? undefined : sms.start}>
      {sms.running ? `${sms.secondsLeft}s` : '发送'}
    </View>
  )
}

type Utils = Awaited<ReturnType<typeof render>>
const text = (u: Utils, selector: string) => u.queries.querySelector(selector)?.textContent
const pass = (u: Utils, ms: number) => u.act(() => void jest.advanceTimersByTime(ms))
/** Lets time pass step by step, reading the text after each step. */
const readings = (u: Utils, selector: string, steps: number[]) =>
  steps.map((ms) => {
    pass(u, ms)
    return text(u, selector)
  })

beforeEach(() => {
  onEnd.mockClear()
  jest.useFakeTimers({ doNotFake: ['requestAnimationFrame'] })
})
afterEach(() => jest.useRealTimers())

test('ticks every second, stops at zero and calls onEnd once', async () => {
  const u = await render(Sale, { end: Date.now() + 2_000 })
  expect(readings(u, '.sale', [0, 1_000, 1_000])).toEqual(['00:00:02', '00:00:01', '00:00:00'])
  expect(onEnd).toHaveBeenCalledTimes(1)
  expect(tickListenerCount()).toBe(0)
  pass(u, 5_000)
  expect(onEnd).toHaveBeenCalledTimes(1)
})

test('a target already past shows zero and ends nothing', async () => {
  const u = await render(Sale, { end: Date.now() - 1 })
  expect(text(u, '.sale')).toBe('00:00:00')
  expect(tickListenerCount()).toBe(0)
  pass(u, 2_000)
  expect(onEnd).not.toHaveBeenCalled()
})

test('several countdowns share one clock', async () => {
  const interval = jest.spyOn(global, 'setInterval')
  await render(Sale, { end: Date.now() + 10_000 })
  await render(Sale, { end: Date.now() + 20_000 })
  expect(tickListenerCount()).toBe(2)
  expect(interval).toHaveBeenCalledTimes(1)
  interval.mockRestore()
})

test('an SMS resend counts 60 s and can start again once over', async () => {
  const u = await render(Resend)
  expect(text(u, '.resend')).toBe('发送')
  u.act(() => void u.fireEvent.click(u.queries.querySelector('.resend')!))
  expect(readings(u, '.resend', [0, 1_000, 58_000, 1_000])).toEqual(['60s', '59s', '1s', '发送'])
  expect(onEnd).toHaveBeenCalledTimes(1)
  u.act(() => void u.fireEvent.click(u.queries.querySelector('.resend')!))
  expect(text(u, '.resend')).toBe('60s')
})
