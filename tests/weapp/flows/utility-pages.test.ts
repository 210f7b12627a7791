// The main package's utility pages in the mini-program (issue 29): another mini-program opened
// through WeChat (and a cancel answered), the download page copying its link (a mini-program
// opens no outside address), and a video chosen on videoTailor returned to the creator's form.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { DEV_TOKEN, harnessPerFile } from '../harness'

const harness = harnessPerFile()

test('openUrlLink opens the other mini-program through WeChat; after a cancel, 再次打开 asks again', async () => {
  const page = await harness.launch('pages/openUrlLink/index', 'appId=wx0000000000charge&path=pages%2Findex%2Findex')
  await page.waitForText('已打开小程序')
  expect(page.mp.state.miniPrograms).toEqual([{ appId: 'wx0000000000charge', path: 'pages/index/index' }])

  page.mp.state.answerMiniProgram = () => false
  await page.tap('再次打开')
  await page.waitForText('你已取消打开小程序')
  expect(page.mp.state.miniPrograms).toHaveLength(2)
  // WeChat's own cancel is the user's choice: no error toast, no URL Link asked for.
  expect(page.mp.state.toasts).toEqual([])
  expect(page.mp.state.requests.filter((r) => r.path.includes('urlLink'))).toEqual([])
  expect(page.mp.errors).toEqual([])
})

test('the download page copies the link in the mini-program, which opens no outside address', async () => {
  const page = await harness.launch('pages/busin-download/busin-download')
  await page.waitForText('复制下载链接')
  await page.tap('复制下载链接')
  // DevTools reports neither iOS nor Android: the download page's own address, for any phone.
  expect(page.mp.state.clipboard).toBe('https://h5.ev-brand.cn/pages/busin-download/busin-download')
  expect(page.mp.errors).toEqual([])
})

test("a video chosen on videoTailor comes back to the creator's form with its cover", async () => {
  const form = await harness.launch('package-mine/pages/creator-center/submit-work', `token=${DEV_TOKEN}`)
  await form.waitForText('添加视频')
  const { state } = form.mp
  state.files.set('wxfile://tmp/clip.mp4', { data: readFileSync(join(__dirname, '../../e2e/fixtures/clip.webm')), type: 'video/mp4' })
  state.files.set('wxfile://tmp/clip-thumb.jpg', { data: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'), type: 'image/jpeg' })
  state.chooseMedia = [
    { tempFilePath: 'wxfile://tmp/clip.mp4', size: 10_458, duration: 4.2, thumbTempFilePath: 'wxfile://tmp/clip-thumb.jpg', width: 160, height: 90, fileType: 'video' },
  ]
  await form.tap('添加视频')
  const tailor = (await form.mp.follow())!
  expect(tailor.route).toBe('pages/videoPage/videoTailor')
  await tailor.waitForText('从相册选择')
  await tailor.tap('从相册选择')
  // This base library has no createVideoDecoder: the thumbnail WeChat made is the cover.
  await tailor.waitForText('将使用视频的首帧作为封面')
  // 使用此封面 waits for the cover: the thumbnail shown as the preview.
  const previewed = () => tailor.find('image').some((node) => tailor.attributes(node).src === 'wxfile://tmp/clip-thumb.jpg')
  for (let i = 0; i < 50 && !previewed(); i += 1) await tailor.settle()
  expect(previewed()).toBe(true)
  await tailor.tap('使用此封面')
  const video = await tailor.waitForRequest('/file/uploadVideo')
  expect([video.status, JSON.parse(video.body ?? '{}')]).toEqual([200, { duration: '4' }])
  expect((await tailor.waitForRequest('/file/uploadImg')).status).toBe(200)
  expect(state.navigations.at(-1)).toEqual({ api: 'navigateBack', delta: 1 })

  await form.mp.follow()
  await form.waitForText('00:04')
  expect(form.text()).toContain('更换')
  expect(form.mp.errors).toEqual([])
})
