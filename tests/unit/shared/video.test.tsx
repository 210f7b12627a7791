import { createRef } from 'react'
import Taro from '@tarojs/taro'
import { VideoPlayer, type VideoPlayerHandle } from '@/shared/video'
import { VideoPlayer as MiniProgramPlayer } from '@/shared/video/index.weapp'
import { render } from '../../support/render'

// The weapp file's Taro Video would be Taro's H5 web component here, which tries to load a native
// player jsdom lacks; a stand-in is enough to test how the file drives WeChat's player.
// It keeps the props it was given, to fire WeChat's events at them.
const mockVideo: { props?: Record<string, (event: unknown) => void> } = {}
jest.mock('@tarojs/components', () => ({
  Video: (props: { id?: string }) => {
    mockVideo.props = props as never
    return require('react').createElement('div', { id: props.id })
  },
}))

afterEach(() => jest.restoreAllMocks())

async function mount(Player: typeof VideoPlayer, controls: boolean, on: { onTime?: (s: number, d: number) => void } = {}) {
  const ref = createRef<VideoPlayerHandle>()
  const utils = await render(() => <Player ref={ref} id='film' className='film' src='v.mp4' poster='c.svg' controls={controls} {...on} />)
  return { ref, utils }
}

describe('H5 VideoPlayer: the browser <video>', () => {
  it('loads nothing until played, plays inline, and shows native controls only when asked', async () => {
    const { utils } = await mount(VideoPlayer, false)
    const video = utils.queries.querySelector('video.film') as HTMLVideoElement
    expect(video.getAttribute('poster')).toBe('c.svg')
    expect(video.getAttribute('preload')).toBe('none')
    expect(video.hasAttribute('playsinline')).toBe(true)
    expect(video.hasAttribute('controls')).toBe(false)
    const withControls = await mount(VideoPlayer, true)
    expect(withControls.utils.queries.querySelectorAll('video[controls]')).toHaveLength(1)
  })

  it('reports the time and the length in seconds', async () => {
    const onTime = jest.fn()
    const { utils } = await mount(VideoPlayer, false, { onTime })
    const video = utils.queries.querySelector('video') as HTMLVideoElement
    Object.defineProperty(video, 'currentTime', { value: 12.5 })
    Object.defineProperty(video, 'duration', { value: 44 })
    utils.act(() => {
      video.dispatchEvent(new Event('timeupdate'))
    })
    expect(onTime).toHaveBeenCalledWith(12.5, 44)
  })

  it('plays and pauses through the ref; a refused play rejects', async () => {
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(new Error('NotSupportedError'))
    const pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined)
    const { ref } = await mount(VideoPlayer, false)
    await expect(ref.current!.play()).rejects.toThrow('NotSupportedError')
    ref.current!.pause()
    expect(play).toHaveBeenCalledTimes(1)
    expect(pause).toHaveBeenCalledTimes(1)
  })

  it('an old browser whose play() returns nothing counts as started', async () => {
    jest.spyOn(HTMLMediaElement.prototype, 'play').mockReturnValue(undefined as never)
    const { ref } = await mount(VideoPlayer, false)
    await expect(ref.current!.play()).resolves.toBeUndefined()
  })
})

describe('mini-program VideoPlayer (index.weapp.tsx)', () => {
  it('drives WeChat\'s player by its id', async () => {
    const context = { play: jest.fn(), pause: jest.fn() }
    const create = jest.spyOn(Taro, 'createVideoContext').mockReturnValue(context as never)
    const { ref } = await mount(MiniProgramPlayer, false)
    await ref.current!.play()
    ref.current!.pause()
    expect(create).toHaveBeenCalledWith('film')
    expect(context.play).toHaveBeenCalledTimes(1)
    expect(context.pause).toHaveBeenCalledTimes(1)
  })

  it('reports the time and the length from WeChat\'s timeupdate', async () => {
    const onTime = jest.fn()
    await mount(MiniProgramPlayer, true, { onTime })
    mockVideo.props!.onTimeUpdate({ detail: { currentTime: 3.25, duration: 44 } })
    expect(onTime).toHaveBeenCalledWith(3.25, 44)
  })
})
