// The user agreement and the privacy policy: public, each in its current version with the date
// it took effect, the list and the documents agreeing; the tenant's brand in the text; an
// unknown document a 404 that says which there are.
import { Value } from '@sinclair/typebox/value'
import { AgreementListSchema, AgreementSchema } from '../../types/api/privacy'
import { agreementDoc } from '../../mock/seed/agreements'
import { serverPerFile } from './support/server'

const srv = serverPerFile({ resetEachTest: false })
const get = (path: string, headers?: Record<string, string>) => srv.send({ method: 'GET', path: `/user/web/privacy/agreements${path}`, token: null, headers })

test('the list names both documents with a version and a date, without a token', async () => {
  const res = await get('')
  expect(res.status).toBe(200)
  expect(Value.Check(AgreementListSchema, res.json.data)).toBe(true)
  expect(res.json.data).toEqual([
    { kind: 'user', title: '星驰汽车用户服务协议', version: '2025.2', updatedAt: '2025-06-18T10:00:00+08:00' },
    { kind: 'privacy', title: '星驰汽车隐私政策', version: '2025.3', updatedAt: '2025-09-01T10:00:00+08:00' },
  ])
})

test.each(['user', 'privacy'])('the %s document is the version the list names, with its text', async (kind) => {
  const [list, doc] = await Promise.all([get(''), get(`/${kind}`)])
  expect(Value.Check(AgreementSchema, doc.json.data)).toBe(true)
  const { html, ...info } = doc.json.data as { html: string }
  expect(list.json.data).toContainEqual(info)
  expect(html).toContain('联系我们')
  expect(html).not.toMatch(/<script|onerror=/)
})

test('the privacy policy says what is collected and why, and points to the two lists', async () => {
  const { html } = (await get('/privacy')).json.data as { html: string }
  for (const text of ['手机号', '位置信息', '相册与相机', '设备信息', '《个人信息收集清单》', '《第三方共享清单》', '撤回同意', '注销账号']) expect(html).toContain(text)
})

test("the texts name the asking tenant's brand, the default tenant's otherwise", async () => {
  const doc = (await get('/user', { 'tenant-id': '100001' })).json.data as { title: string; html: string }
  expect(doc.title).toBe('星驰汽车用户服务协议')
  expect(doc.html).toContain('欢迎使用星驰汽车车主服务')
  expect(((await get('/user', { 'tenant-id': 'nobody' })).json.data as { title: string }).title).toBe('星驰汽车用户服务协议')
  // Every seeded tenant is 星驰汽车: another brand shows in the text the same way.
  const other = agreementDoc('privacy', '澜行汽车')
  expect([other.title, other.html.includes('澜行汽车授权经销商'), other.html.includes('星驰')]).toEqual(['澜行汽车隐私政策', true, false])
})

test('an unknown document is 404 in Chinese, naming the two there are', async () => {
  const res = await get('/terms')
  expect(res.status).toBe(404)
  expect(res.json).toMatchObject({ status: 404, message: '没有这份协议：terms。可查看 user（用户协议）或 privacy（隐私政策）' })
})
