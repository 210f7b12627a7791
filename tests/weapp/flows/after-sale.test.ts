// Asking for after-sale in the mini-program (issue 40): on the seeded shipped order 3003 the user
// picks 退货退款 and a reason, adds a photo through WeChat's picker (uploaded with wx.uploadFile)
// and submits; the server holds the request, pending, with that photo, and the request's page
// takes the form's place (redirectTo), so back leads to the order, not to a used form.
import { DEV_TOKEN, harnessPerFile } from '../harness'

const harness = harnessPerFile()

/** A 1×1 PNG, as the phone's album would hand it over. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')
const PHOTO_PATH = 'wxfile://tmp/dvr-scratch.png'

/** WeChat's answers are not renders: poll for what they leave behind. */
async function until(check: () => boolean, what: string) {
  for (let waited = 0; !check(); waited += 50) {
    if (waited > 5000) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

test('a return of 3003 with a photo: the server holds it pending with the photo, and its page replaces the form', async () => {
  const page = await harness.launch('package-mall/pages/after-sale-apply/index', `orderId=3003&token=${DEV_TOKEN}`)
  const { state } = page.mp
  await page.waitForText('退货退款')
  await page.tap('退货退款')
  await page.waitForText('退款金额')

  await page.tap('申请原因')
  await page.waitForText('商品质量问题')
  await page.tap('商品质量问题')
  await page.input('请描述', '镜头有划痕')

  state.files.set(PHOTO_PATH, { data: PNG, type: 'image/png' })
  state.chooseMedia = [{ tempFilePath: PHOTO_PATH, size: PNG.length, fileType: 'image' }]
  const beforeUpload = state.requests.length
  await page.tap('添加照片')
  const upload = await page.waitForRequest('/file/uploadImg', beforeUpload)
  expect(upload.status).toBe(200)

  const beforeSubmit = state.requests.length
  await page.tap('提交申请')
  const sent = await page.waitForRequest('/after-sales', beforeSubmit)
  expect([sent.method, sent.status]).toEqual(['POST', 200])
  const body = JSON.parse(sent.body ?? '{}') as { photos: string[] }
  expect(body).toMatchObject({ orderId: 3003, kind: 'return', quantity: 1, reason: '商品质量问题', description: '镜头有划痕', points: 0 })
  expect(body.photos).toEqual([expect.stringMatching(/^https?:\/\/.+/)])

  await until(() => state.navigations.some((n) => n.api === 'redirectTo'), 'the redirect to the request')
  const last = state.navigations.at(-1) as { api: string; url: string }
  expect(last).toEqual({ api: 'redirectTo', url: expect.stringMatching(/^\/package-mall\/pages\/after-sale-detail\/index\?id=\d+$/) })
  const id = Number(/id=(\d+)$/.exec(last.url)![1])

  // The server holds it: pending, for that line, with the photo the user added.
  const held = await harness.server.send({ method: 'GET', path: `/mall/api/v1/app/after-sales/${id}`, token: DEV_TOKEN })
  expect(held.status).toBe(200)
  expect(held.json.data).toMatchObject({ id, orderId: 3003, kind: 'return', status: 'pending', reason: '商品质量问题', photos: body.photos })

  const detail = (await page.mp.follow())!
  expect(detail.route).toBe('package-mall/pages/after-sale-detail/index')
  await detail.waitForText('待商家审核')
  expect(page.mp.errors).toEqual([])
})
