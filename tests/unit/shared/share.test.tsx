import { useState } from 'react'
import Taro from '@tarojs/taro'
import { View } from '@tarojs/components'
import { MESSAGES } from '@/constants'
import { ShareButton, sharePage, usePageShare, webPageUrl } from '@/shared/share'
import * as miniProgram from '@/shared/share/index.weapp'
import { currentWebUrl } from '@/shared/web-share'
import { render } from '../../support/render'
import { waitFor } from '../../support/wait-for'

// The mini-program file registers its answers with Taro's page hooks: kept here to be run.
const mockAnswers: { friend?: () => unknown; timeline?: () => unknown } = {}
jest.mock('@tarojs/taro', () => {
  const actual = jest.requireActual('@tarojs/taro')
  return {
    __esModule: true,
    ...actual,
    useShareAppMessage: (fn: () => unknown) => void (mockAnswers.friend = fn),
    useShareTimeline: (fn: () => unknown) => void (mockAnswers.timeline = fn),
  }
})

const origin = window.location.origin

beforeEach(() => {
  mockAnswers.friend = mockAnswers.timeline = undefined
})

afterEach(() => {
  jest.restoreAllMocks()
  Reflect.deleteProperty(navigator, 'share')
})

const withSystemSheet = (share: () => Promise<void>) => Object.defineProperty(navigator, 'share', { value: jest.fn(share), configurable: true })

describe('H5 share', () => {
  it('a path becomes this site\'s full address', () => {
    expect(webPageUrl('/?issueId=1')).toBe(`${origin}/?issueId=1`)
  })

  it('registers nothing for a page: H5 has no share menu', async () => {
    function Page() {
      usePageShare({ title: '驶向春天', path: '/?issueId=1' })
      return null
    }
    await render(Page)
    expect(mockAnswers).toEqual({ friend: undefined, timeline: undefined })
  })

  it('shares a path, or the current page when none is given, through the system sheet, and says so', async () => {
    const toast = jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'ok' } as never)
    withSystemSheet(async () => undefined)
    await expect(sharePage({ title: '驶向春天', text: '第 1 期', path: '/?issueId=1' })).resolves.toBe('shared')
    expect(navigator.share).toHaveBeenCalledWith({ title: '驶向春天', text: '第 1 期', url: `${origin}/?issueId=1` })
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: MESSAGES.SHARE_OK }))
    window.history.replaceState(null, '', '/package-home/pages/info-car-intro-detail/index?id=2')
    await sharePage({ title: '星驰 S9', text: '纯电' })
    expect(navigator.share).toHaveBeenLastCalledWith({ title: '星驰 S9', text: '纯电', url: `${origin}/package-home/pages/info-car-intro-detail/index?id=2` })
  })

  it('a closed sheet is the user\'s choice: nothing is copied or said', async () => {
    const toast = jest.spyOn(Taro, 'showToast')
    const copy = jest.spyOn(Taro, 'setClipboardData')
    withSystemSheet(async () => {
      throw Object.assign(new Error('closed'), { name: 'AbortError' })
    })
    await expect(sharePage({ title: 't', text: 'x', path: '/a' })).resolves.toBe('cancelled')
    expect(copy).not.toHaveBeenCalled()
    expect(toast).not.toHaveBeenCalled()
  })

  it('the current page is shared without the token its address may carry', async () => {
    withSystemSheet(async () => undefined)
    jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'ok' } as never)
    window.history.replaceState(null, '', '/package-home/pages/info-car-intro-detail/index?token=s3cr3t&id=2&access_token=s3cr3t#top')
    expect(currentWebUrl()).toBe(`${origin}/package-home/pages/info-car-intro-detail/index?id=2`)
    await sharePage({ title: '星驰 S9', text: '纯电' })
    expect(JSON.stringify((navigator.share as jest.Mock).mock.calls)).not.toContain('s3cr3t')
  })

  it('copies the link where there is no system sheet, and says it is copied', async () => {
    const copy = jest.spyOn(Taro, 'setClipboardData').mockResolvedValue({ errMsg: 'ok' } as never)
    const toast = jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'ok' } as never)
    await expect(sharePage({ title: 't', text: 'x', path: '/package-community/pages/classmates-detail/share-help?id=2' })).resolves.toBe('copied')
    expect(copy).toHaveBeenCalledWith({ data: `${origin}/package-community/pages/classmates-detail/share-help?id=2` })
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: MESSAGES.COPY_OK }))
  })

  it('a refused clipboard shows the link in an editable modal to copy by hand (spec §8)', async () => {
    jest.spyOn(Taro, 'setClipboardData').mockRejectedValue({ errMsg: 'setClipboardData:fail' })
    const modal = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false, errMsg: 'ok' } as never)
    const toast = jest.spyOn(Taro, 'showToast')
    await expect(sharePage({ title: 't', text: 'x', path: '/a' })).resolves.toBe('copied')
    expect(modal).toHaveBeenCalledWith(expect.objectContaining({ title: MESSAGES.COPY_FAILED_TITLE, content: `${origin}/a`, editable: true }))
    expect(toast).not.toHaveBeenCalled()
  })

  it('the button is a labelled tappable view, or a Taro button; either runs onShare', async () => {
    const onShare = jest.fn()
    const utils = await render(() => (
      <>
        <ShareButton className='as-view' label='分享' onShare={onShare} miniProgramChildren='分享给微信好友'>
          分享链接
        </ShareButton>
        <ShareButton className='as-button' as='button' onShare={onShare}>
          分享链接
        </ShareButton>
      </>
    ))
    const view = utils.queries.querySelector('.as-view[role="button"][aria-label="分享"]')!
    expect(view.textContent).toBe('分享链接')
    utils.fireEvent.click(view)
    utils.fireEvent.click(utils.queries.querySelector('taro-button-core.as-button')!)
    expect(onShare).toHaveBeenCalledTimes(2)
  })
})

describe('mini-program share (index.weapp.tsx)', () => {
  it('answers WeChat for a friend and for Moments, with the latest title, path, query and picture', async () => {
    const onShare = jest.fn()
    function Page() {
      const [title, setTitle] = useState('精彩动态')
      miniProgram.usePageShare({ title, path: '/package-community/pages/community-detail/community-detail?id=107', imageUrl: 'p.png', onShare })
      return <View className='loaded' onClick={() => setTitle('轻风 Mini 停车神器')} />
    }
    const utils = await render(Page)
    utils.fireEvent.click(utils.queries.querySelector('.loaded')!)
    await waitFor(() => expect((mockAnswers.friend?.() as { title: string }).title).toBe('轻风 Mini 停车神器'))
    onShare.mockClear()
    expect(mockAnswers.friend?.()).toEqual({ title: '轻风 Mini 停车神器', path: '/package-community/pages/community-detail/community-detail?id=107', imageUrl: 'p.png' })
    // Moments reopens this very page: it takes the query alone.
    expect(mockAnswers.timeline?.()).toEqual({ title: '轻风 Mini 停车神器', query: 'id=107', imageUrl: 'p.png' })
    // Each answer counts a share (the spec counts them where WeChat asks).
    expect(onShare).toHaveBeenCalledTimes(2)
  })

  it('with no path, WeChat shares the current page as it is', async () => {
    function Page() {
      miniProgram.usePageShare({ title: '品牌杂志' })
      return null
    }
    await render(Page)
    expect(mockAnswers.friend?.()).toEqual({ title: '品牌杂志', path: undefined, imageUrl: undefined })
    expect(mockAnswers.timeline?.()).toEqual({ title: '品牌杂志', query: undefined, imageUrl: undefined })
  })

  it('has no web address and leaves the sharing to WeChat\'s sheet', async () => {
    const copy = jest.spyOn(Taro, 'setClipboardData')
    expect(miniProgram.webPageUrl('/a')).toBeNull()
    await expect(miniProgram.sharePage({ title: 't', text: 'x' })).resolves.toBe('sheet')
    expect(copy).not.toHaveBeenCalled()
  })

  it('the button is an open-type share button, bare on request, naming WeChat when asked', async () => {
    const onShare = jest.fn()
    const Button = miniProgram.ShareButton
    const utils = await render(() => (
      <Button className='wx' bare onShare={onShare} miniProgramChildren='分享给微信好友'>
        分享链接
      </Button>
    ))
    const button = utils.queries.querySelector('.wx.share-button--bare')!
    expect(button.textContent).toBe('分享给微信好友')
    utils.fireEvent.click(button)
    expect(onShare).toHaveBeenCalledTimes(1)
  })
})
