// A form on the mini-program's own field: the comment box is WeChat's textarea (the
// shared/textarea weapp variant), typed into through Taro's input event, then sent.
import { DEV_TOKEN, harnessPerFile } from '../harness'

const harness = harnessPerFile()

test('a comment typed into the textarea is sent and shows on the post', async () => {
  const page = await harness.launch('package-community/pages/community-detail/community-detail', `id=107&token=${DEV_TOKEN}`)
  await page.input('说点什么吧', '小程序里发的评论')
  expect(page.find('textarea').map((node) => page.attributes(node).value)).toEqual(['小程序里发的评论'])
  const from = page.mp.state.requests.length
  await page.tap('发布')
  const sent = await page.waitForRequest('/posts/web/comments', from)
  expect([sent.method, sent.status, JSON.parse(sent.body ?? '{}')]).toEqual(['POST', 200, { contentId: 107, content: '小程序里发的评论' }])
  await page.waitForText('小程序里发的评论')
  expect(page.mp.errors).toEqual([])
})
