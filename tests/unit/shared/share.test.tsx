import Taro from '@tarojs/taro'
import { copyPageLink, ShareButton, sharePage, webPageUrl } from '@/shared/share'
import * as miniProgram from '@/shared/share/index.weapp'
import { currentWebUrl } from '@/shared/web-share'
import { render } from '../../support/render'

const origin = window.location.origin

afterEach(() => {
  jest.restoreAllMocks()
  Reflect.deleteProperty(navigator, 'share')
})

describe('H5 share', () => {
  it('a path becomes this site\'s full address', () => {
    expect(webPageUrl('/?issueId=1')).toBe(`${origin}/?issueId=1`)
  })

  it('shares a path, or the current page when none is given, through the system sheet', async () => {
    const share = jest.fn(async () => undefined)
    Object.defineProperty(navigator, 'share', { value: share, configurable: true })
    await expect(sharePage({ title: '驶向春天', text: '第 1 期', path: '/?issueId=1' })).resolves.toBe('shared')
    expect(share).toHaveBeenCalledWith({ title: '驶向春天', text: '第 1 期', url: `${origin}/?issueId=1` })
    window.history.replaceState(null, '', '/package-home/pages/info-car-intro-detail/index?id=2')
    await sharePage({ title: '星驰 S9', text: '纯电' })
    expect(share).toHaveBeenLastCalledWith({ title: '星驰 S9', text: '纯电', url: `${origin}/package-home/pages/info-car-intro-detail/index?id=2` })
  })

  it('the current page is shared without the token its address may carry', async () => {
    const share = jest.fn(async () => undefined)
    Object.defineProperty(navigator, 'share', { value: share, configurable: true })
    window.history.replaceState(null, '', '/package-home/pages/info-car-intro-detail/index?token=s3cr3t&id=2&access_token=s3cr3t#top')
    expect(currentWebUrl()).toBe(`${origin}/package-home/pages/info-car-intro-detail/index?id=2`)
    await sharePage({ title: '星驰 S9', text: '纯电' })
    expect(JSON.stringify(share.mock.calls)).not.toContain('s3cr3t')
  })

  it('copies the link where there is no system sheet', async () => {
    const copy = jest.spyOn(Taro, 'setClipboardData').mockResolvedValue({ errMsg: 'ok' } as never)
    jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'ok' } as never)
    await expect(sharePage({ title: 't', text: 'x', path: '/a' })).resolves.toBe('copied')
    await copyPageLink('/package-community/pages/share-help/share-help?id=2')
    expect(copy).toHaveBeenNthCalledWith(1, { data: `${origin}/a` })
    expect(copy).toHaveBeenNthCalledWith(2, { data: `${origin}/package-community/pages/share-help/share-help?id=2` })
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
  it('has no web address and leaves the sharing to WeChat\'s sheet', async () => {
    const copy = jest.spyOn(Taro, 'setClipboardData')
    expect(miniProgram.webPageUrl('/a')).toBeNull()
    await expect(miniProgram.sharePage({ title: 't', text: 'x' })).resolves.toBe('sheet')
    await miniProgram.copyPageLink('/a')
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
