// A creator work with a video: the video and its cover must be our uploads or on the tenant's CDN
// (the route layer's check, mock/core/upload-urls.ts); a work needs a picture or a video; the
// video comes back on the work.
import { SAMPLE_VIDEO } from '../../mock/routes/activity/video'
import { SAMPLE_UPLOAD } from '../../mock/routes/activity/files'
import { serverPerFile } from './support/server'

const srv = serverPerFile()
const post = (json: unknown) => srv.send({ method: 'POST', path: '/posts/web/community/creator/works', json, token: 'dev-token' })
const work = { title: '雪地里的 S7', text: '一段 12 秒的雪地视频，热泵空调开着一点都不冷。', images: [] as string[] }

test('a work with neither pictures nor video is refused', async () => {
  expect((await post(work)).json).toMatchObject({ status: 400, message: '请至少上传 1 张图片或 1 个视频' })
})

test('a video work from our uploads is stored and answered with its video', async () => {
  const video = (await srv.api.call<{ url: string }>('POST', '/activity/api/v1/activity/app/file/uploadVideo', { file: SAMPLE_VIDEO })).data.url
  const cover = (await srv.api.call<{ url: string }>('POST', '/activity/api/v1/activity/app/file/uploadImg', { file: SAMPLE_UPLOAD })).data.url
  const res = await post({ ...work, video: { url: video, coverUrl: cover, duration: 12 } })
  expect(res.status).toBe(200)
  expect(res.json.data).toMatchObject({ images: [], video: { url: video, coverUrl: cover, duration: 12 }, state: 'reviewing' })
  const mine = (await srv.send({ method: 'GET', path: '/posts/web/community/creator/works', token: 'dev-token' })).json.data.list
  expect(mine[0].video).toEqual({ url: video, coverUrl: cover, duration: 12 })
  // An https video elsewhere is fine too; the seeded works have none.
  expect((await post({ ...work, video: { url: 'https://cdn.ev-brand.cn/v/1.mp4', coverUrl: cover, duration: 30 } })).status).toBe(200)
  expect(mine.filter((w: { video: unknown }) => w.video === null).length).toBeGreaterThan(5)
})

test('a video or cover from elsewhere is refused, a draft\'s too', async () => {
  const bad: [unknown, string][] = [
    [{ url: 'http://cdn.example.com/v.mp4', coverUrl: 'https://cdn.ev-brand.cn/c.png', duration: 10 }, '参数 video.url 视频地址不合法，请重新上传'],
    [{ url: 'https://cdn.ev-brand.cn/v.mp4', coverUrl: 'https://tracker.example.com/c.png', duration: 10 }, '参数 video.coverUrl 图片地址不合法，请重新上传'],
    [{ url: 'file:///tmp/v.mp4', coverUrl: 'https://cdn.ev-brand.cn/c.png', duration: 10 }, '参数 video.url 视频地址不合法，请重新上传'],
  ]
  for (const [video, message] of bad) {
    expect((await post({ ...work, video })).json).toMatchObject({ status: 400, message })
    const draft = await srv.send({ method: 'POST', path: '/posts/web/community/creator/works/drafts', json: { ...work, video }, token: 'dev-token' })
    expect(draft.json).toMatchObject({ status: 400, message })
  }
})
