import Taro from '@tarojs/taro'
import { OnSeen } from '@/shared/on-seen'
import { OnSeen as MiniProgramOnSeen } from '@/shared/on-seen/index.weapp'
import { render } from '../../support/render'

afterEach(() => jest.restoreAllMocks())

describe('H5: the browser tells when the marker comes into view', () => {
  let report: (visible: boolean) => void = () => undefined
  const disconnect = jest.fn()
  class ControlledObserver {
    constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
      report = (visible) => callback([{ isIntersecting: visible }])
    }
    observe() {}
    disconnect = disconnect
  }
  const saved = globalThis.IntersectionObserver

  beforeEach(() => Object.assign(globalThis, { IntersectionObserver: ControlledObserver }))
  afterEach(() => Object.assign(globalThis, { IntersectionObserver: saved }))

  it('once, the first time it is on screen, and then it stops watching', async () => {
    const onSeen = jest.fn()
    await render(() => <OnSeen onSeen={onSeen} />)
    report(false)
    expect(onSeen).not.toHaveBeenCalled()
    report(true)
    report(true)
    expect(onSeen).toHaveBeenCalledTimes(1)
    expect(disconnect).toHaveBeenCalled()
  })

  it('without IntersectionObserver, by the page\'s scroll', async () => {
    Object.assign(globalThis, { IntersectionObserver: undefined })
    const onSeen = jest.fn()
    // Below the screen when it mounts (jsdom's viewport is 768 high).
    let top = 2000
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({ top }) as DOMRect)
    await render(() => <OnSeen onSeen={onSeen} />)
    expect(onSeen).not.toHaveBeenCalled()
    window.dispatchEvent(new Event('scroll'))
    expect(onSeen).not.toHaveBeenCalled()
    top = 300
    window.dispatchEvent(new Event('scroll'))
    window.dispatchEvent(new Event('scroll'))
    expect(onSeen).toHaveBeenCalledTimes(1)
  })
})

describe('mini-program: WeChat\'s intersection observer on the page', () => {
  it('watches the marker against the viewport once it is laid out, and tells once', async () => {
    type Seen = (result: { intersectionRatio: number; intersectionRect: { height: number } }) => void
    let callback: Seen = () => undefined
    const observer: { relativeToViewport: jest.Mock; observe: jest.Mock; disconnect: jest.Mock } = {
      relativeToViewport: jest.fn((): unknown => observer),
      observe: jest.fn((_selector: string, cb: typeof callback) => {
        callback = cb
      }),
      disconnect: jest.fn(),
    }
    jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ page: {} } as never)
    const create = jest.spyOn(Taro, 'createIntersectionObserver').mockReturnValue(observer as never)
    jest.spyOn(Taro, 'nextTick').mockImplementation((fn: () => void) => fn())
    const onSeen = jest.fn()
    const u = await render(() => <MiniProgramOnSeen onSeen={onSeen} />)
    const id = u.queries.querySelector('.on-seen')?.getAttribute('id')
    expect(create).toHaveBeenCalledTimes(1)
    expect(observer.observe).toHaveBeenCalledWith(`#${id}`, expect.any(Function))
    callback({ intersectionRatio: 0, intersectionRect: { height: 0 } })
    expect(onSeen).not.toHaveBeenCalled()
    callback({ intersectionRatio: 1, intersectionRect: { height: 1 } })
    callback({ intersectionRatio: 1, intersectionRect: { height: 1 } })
    expect(onSeen).toHaveBeenCalledTimes(1)
    expect(observer.disconnect).toHaveBeenCalled()
  })
})
