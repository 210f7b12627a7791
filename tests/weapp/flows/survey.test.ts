// A survey answered and submitted in the mini-program, on the one-per-screen route (seed 802):
// options tapped by their text, stars and NPS cells by their class (they carry no text of their
// own), a rule that skips a screen, WeChat's textarea, the POST of the answers and the reward.
import type { PageHandle } from '../harness'
import { DEV_TOKEN, harnessPerFile } from '../harness'
import { elements } from '../harness/tree'

const harness = harnessPerFile()
const STEPS = 'package-survey-new/pages/survey/survey'
/** User 1's seeded points and survey 802's reward (mock/seed). */
const POINTS = 2680
const REWARD = 10

const byClass = (page: PageHandle, cls: string) => elements(page.instance.data.root).filter((node) => String(node.cl ?? '').split(/\s+/).includes(cls))

async function tapNth(page: PageHandle, cls: string, index: number): Promise<void> {
  const node = byClass(page, cls)[index]
  if (!node) throw new Error(`no .${cls} #${index} on ${page.route}:\n${page.text()}`)
  page.dispatch(node, 'tap', { x: 0, y: 0 })
  await page.settle()
}

test('a survey answered screen by screen and submitted', async () => {
  const page = await harness.launch(STEPS, `id=802&token=${DEV_TOKEN}`)
  await page.waitForText('你的爱车是哪种动力？')
  expect(page.text()).toContain('第 1 / 5 题')

  await page.tap('纯电')
  await page.tap('下一题')
  await page.waitForText('你主要在哪里充电？')
  await page.tap('公共充电站')
  await page.tap('下一题')
  // The home-pile rating is skipped: public charging only.
  await page.waitForText('公共充电站的体验如何？')
  expect(page.text()).toContain('第 3 / 6 题')
  expect(page.text()).not.toContain('家充桩用起来怎么样？')
  await tapNth(page, 'rating-stars__hit', 3)
  await page.tap('下一题')
  await page.waitForText('你最希望我们改进什么？')
  await page.tap('充电速度')
  await page.tap('下一题')
  await page.waitForText('你有多大可能向朋友推荐我们的补能服务？')
  await tapNth(page, 'survey-nps__cell', 8)
  await page.tap('下一题')
  await page.waitForText('还有什么想对我们说的？')
  await page.input('选填', '希望高速服务区多建快充')

  const from = page.mp.state.requests.length
  await page.tap('提交问卷')
  const sent = await page.waitForRequest('/web/survey/surveys/802/answers', from)
  expect([sent.method, sent.status]).toEqual(['POST', 200])
  expect(JSON.parse(sent.body ?? '{}')).toEqual({
    answers: { energy: { picked: ['ev'] }, where: { picked: ['public'] }, publicRating: 4, wishes: { picked: ['speed'] }, nps: 8, advice: '希望高速服务区多建快充' },
  })
  await page.waitForText('提交成功')
  expect(page.text()).toContain(`+${REWARD} 积分已到账，当前积分 ${POINTS + REWARD}`)
  // The draft is gone once the answers were accepted.
  expect([...page.mp.state.storage.keys()].filter((key) => key.startsWith('form-draft:'))).toEqual([])
  expect(page.mp.errors).toEqual([])
})

test('an answer that ends the survey submits at once', async () => {
  const page = await harness.launch(STEPS, `id=802&token=${DEV_TOKEN}`)
  await page.waitForText('你的爱车是哪种动力？')
  await page.tap('燃油')
  await page.waitForText('根据你的回答，问卷到此结束，提交即可')
  const from = page.mp.state.requests.length
  await page.tap('提交问卷')
  const sent = await page.waitForRequest('/web/survey/surveys/802/answers', from)
  expect(JSON.parse(sent.body ?? '{}')).toEqual({ answers: { energy: { picked: ['fuel'] } } })
  await page.waitForText('提交成功')
  expect(page.mp.errors).toEqual([])
})
