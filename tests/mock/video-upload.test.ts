// Video upload: type, size and duration refused with Chinese messages (415, 413, 400), a good
// one stored like an image and served back with its type, and a Range request answered 206.
import { VIDEO_LIMITS } from '../../types/api/activity-register'
import { SAMPLE_VIDEO } from '../../mock/routes/activity/video'
import { multipart } from './support/http'
import { serverPerFile, DEV_TOKEN } from './support/server'

const srv = serverPerFile()
const PATH = '/activity/api/v1/activity/app/file/uploadVideo'
const upload = (over: Partial<typeof SAMPLE_VIDEO> & { data?: Buffer } = {}, token: string | null = DEV_TOKEN) => {
  const { data, ...file } = { ...SAMPLE_VIDEO, ...over }
  const form = multipart({ ...file, content: data ? data.toString('base64') : file.content })
  return srv.send({ method: 'POST', path: PATH, token, body: form.body, headers: form.headers })
}

test('an MP4 of 12 seconds is stored and served back with its type; Range gives 206', async () => {
  const res = await upload()
  expect(res.status).toBe(200)
  const sent = Buffer.from(SAMPLE_VIDEO.content, 'base64')
  expect(res.json.data).toMatchObject({ name: 'clip.mp4', size: sent.length, contentType: 'video/mp4' })
  const path = new URL(res.json.data.url).pathname
  const whole = await srv.send({ method: 'GET', path })
  expect(whole.status).toBe(200)
  expect(whole.headers['content-type']).toBe('video/mp4')
  expect(whole.headers['accept-ranges']).toBe('bytes')
  const part = await srv.send({ method: 'GET', path, headers: { range: 'bytes=4-7' } })
  expect(part.status).toBe(206)
  expect(part.headers['content-range']).toBe(`bytes 4-7/${sent.length}`)
  expect(part.text).toBe('ftyp')
  expect((await srv.send({ method: 'GET', path, headers: { range: 'bytes=999-' } })).status).toBe(416)
})

test('MOV and WebM are accepted; another type is 415', async () => {
  expect((await upload({ contentType: 'video/quicktime', filename: 'a.mov' })).status).toBe(200)
  expect((await upload({ contentType: 'video/webm', filename: 'a.webm' })).status).toBe(200)
  const res = await upload({ contentType: 'video/x-msvideo', filename: 'a.avi' })
  expect(res.json).toMatchObject({ status: 415, message: '只支持 MP4、MOV、WebM 视频' })
})

test('a video over 50 MB is 413 in Chinese', async () => {
  const res = await upload({ data: Buffer.alloc(VIDEO_LIMITS.maxBytes + 1) })
  expect(res.status).toBe(413)
  expect(res.json).toMatchObject({ status: 413, message: '视频不能超过 50 MB' })
}, 20_000)

test('the duration: missing, not whole seconds, over 60 s are 400; 60 s is fine', async () => {
  expect((await upload({ fields: {} })).json).toMatchObject({ status: 400, message: '缺少视频时长' })
  expect((await upload({ fields: { duration: '12.5' } })).status).toBe(400)
  expect((await upload({ fields: { duration: '61' } })).json).toMatchObject({ status: 400, message: '视频时长不能超过 60 秒' })
  expect((await upload({ fields: { duration: '60' } })).status).toBe(200)
})

test('signed in only; a JSON body is refused', async () => {
  expect((await upload({}, null)).status).toBe(401)
  expect((await srv.send({ method: 'POST', path: PATH, token: DEV_TOKEN, json: { file: 'x', duration: 3 } })).status).toBe(400)
})
