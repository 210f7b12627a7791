// Saving a poster (invite-full's invitation, the creator's card, the partner's invitation; the
// shared poster's weapp variant: Canvas 2D, canvasToTempFilePath, saveImageToPhotosAlbum) and the
// album permission: WeChat asks once; after a refusal the app explains in a modal and opens the
// settings page.
import { DEV_TOKEN, harnessPerFile, type PageHandle } from '../harness'

const ALBUM = 'scope.writePhotosAlbum'
const SAVE = '保存到相册'
const harness = harnessPerFile()

const POSTERS = ['package-mine/pages/invite-full/invite-full', 'package-mine/pages/creator-center/poster', 'package-mine/pages/partner-center/poster']

async function openPoster(path: string): Promise<PageHandle> {
  const page = await harness.launch(path, `token=${DEV_TOKEN}`)
  // The button shows once the poster is drawn and exported to a temp file.
  await page.waitForText(SAVE)
  return page
}

describe.each(POSTERS)('%s', (path) => {
test('allowed when asked: the exported poster is saved', async () => {
  const page = await openPoster(path)
  await page.tap(SAVE)
  expect(page.mp.state.savedImages).toEqual(['wxfile://tmp/canvas.png'])
  expect(page.mp.state.authSetting[ALBUM]).toBe(true)
  expect(page.mp.state.toasts).toEqual(['已保存到相册'])
  expect(page.mp.state.modals).toEqual([])
  expect(page.mp.errors).toEqual([])
})

test('refused when asked, then switched on in settings: saved on the way back', async () => {
  const page = await openPoster(path)
  page.mp.state.answerScopePrompt = () => false
  page.mp.state.settingsPageChanges = { [ALBUM]: true }
  await page.tap(SAVE)
  expect(page.mp.state.modals.map((m) => m.title)).toEqual(['需要相册权限'])
  expect(page.mp.state.savedImages).toEqual(['wxfile://tmp/canvas.png'])
  expect(page.mp.state.toasts).toEqual(['已保存到相册'])
  expect(page.mp.errors).toEqual([])
})

test('refused before and the modal declined: nothing is saved and nothing breaks', async () => {
  const page = await openPoster(path)
  page.mp.state.authSetting[ALBUM] = false
  page.mp.state.answerModal = () => false
  await page.tap(SAVE)
  expect(page.mp.state.modals.map((m) => m.title)).toEqual(['需要相册权限'])
  expect(page.mp.state.savedImages).toEqual([])
  expect(page.mp.state.toasts).toEqual([])
  expect(page.text()).toContain(SAVE)
  expect(page.mp.errors).toEqual([])
})
})
