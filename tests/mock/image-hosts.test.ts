// Pictures and videos only from our own hosts (issue 39): every body field that carries one is
// declared with ImageUrlSchema / VideoUrlSchema, and the route layer refuses an address off this
// request's host and the tenant's CDN hosts with a 400, for every route the manifest holds.
import type { TSchema } from '@sinclair/typebox'
import { Type } from '@sinclair/typebox'
import { fullPath, type RouteDef } from '../../mock/core/route'
import { uploadUrlAllowed } from '../../mock/core/upload-urls'
import { manifest } from '../../mock/routes/manifest'
import { tenantCdnHosts } from '../../mock/seed/tenants'
import { ImageUrlSchema, UPLOAD_MARK } from '../../types/api/common'
import { DEV_TOKEN, requestOf, resolveSample, serverPerFile } from './support/server'

type Node = TSchema & {
  properties?: Record<string, Node>
  patternProperties?: Record<string, Node>
  required?: string[]
  items?: Node
  anyOf?: Node[]
  allOf?: Node[]
}

const OUTSIDE = 'https://tracker.example/pixel.png'
const REFUSED = /^参数 \S+ (图片|视频)地址不合法，请重新上传$/
const marked = (s: TSchema) => typeof (s as Record<string, unknown>)[UPLOAD_MARK] === 'string'
const holdsMark = (s: TSchema) => JSON.stringify(s).includes(`"${UPLOAD_MARK}"`)

// ---- the scanner: no image-looking body field may be a plain string -------------------------

/** A field whose name says it holds a picture or a video file (camelCase words, so `picked` is not `pic`). */
const IMAGE_WORD = /^(images?|imgs?|avatars?|covers?|photos?|pics?|pictures?|icons?|logos?|screenshots?|proofs?|thumbs?|thumbnails?|videos?)$/i
const words = (name: string) => name.split(/(?=[A-Z])|[_\-\s]/).filter(Boolean)
const looksLikeImage = (path: string[]) => {
  const name = path[path.length - 1] ?? ''
  const parent = path[path.length - 2] ?? ''
  // `url` alone says nothing; the object it sits in says what it is (video.url).
  const named = /^urls?$/i.test(name) ? [parent, name] : [name]
  return named.flatMap(words).some((w) => IMAGE_WORD.test(w))
}

/** Every string field of `schema` whose name looks like an image but which is not an upload URL schema. */
function plainImageFields(schema: Node, path: string[] = []): string[] {
  if (marked(schema)) return []
  if (schema.type === 'string') return looksLikeImage(path) ? [path.join('.')] : []
  const found: string[] = []
  for (const [key, child] of Object.entries(schema.properties ?? {})) found.push(...plainImageFields(child, [...path, key]))
  for (const child of Object.values(schema.patternProperties ?? {})) found.push(...plainImageFields(child, path))
  if (schema.items) found.push(...plainImageFields(schema.items, path))
  for (const child of [...(schema.anyOf ?? []), ...(schema.allOf ?? [])]) found.push(...plainImageFields(child, path))
  return found
}

const withBody = manifest.filter((r) => r.body)
const name = (r: RouteDef) => `${r.method} ${fullPath(r)}`

describe('every body field that carries a picture or a video is an upload URL schema', () => {
  test.each(withBody.map((r) => [name(r), r] as const))('%s', (_name, route) => {
    expect(plainImageFields(route.body as Node)).toEqual([])
  })

  test('the scanner finds a plain string image field, nested, in an array or under a video', () => {
    const schema = Type.Object({
      name: Type.String(),
      picked: Type.Array(Type.String()),
      avatar: Type.String(),
      team: Type.Object({ logoUrl: Type.Optional(Type.String()), cover: ImageUrlSchema }),
      photos: Type.Array(Type.String()),
      video: Type.Object({ url: Type.String(), duration: Type.Integer() }),
      link: Type.String(),
    })
    expect(plainImageFields(schema as Node)).toEqual(['avatar', 'team.logoUrl', 'photos', 'video.url'])
  })

  test('the team avatar, work pictures and video, evaluation and charging photos, proofs and survey pictures are all declared so', () => {
    const declared = manifest.filter((r) => r.body && holdsMark(r.body)).map(name)
    expect(declared).toEqual(expect.arrayContaining([
      'POST /activity/api/v1/activity/app/team-pk/teams',
      'POST /posts/web/community/creator/works',
      'POST /posts/web/community/creator/applications',
      'POST /lead/web/evaluation/:kind/:id',
      'POST /lead/web/charging/applications',
      'POST /lead/web/charging/repairs',
      'POST /lead/web/charging/orders/:kind/:id/rating',
      'POST /lead/web/car-service/other-cars',
      'POST /user/web/user/occupation-auth',
      'POST /user/web/survey/surveys/:id/answers',
    ]))
  })
})

// ---- the server: an outside host in each upload field of each sample is refused ---------------

/** A value of `schema` the shape check accepts (for an optional part the sample leaves out, such as a work's video). */
function make(schema: Node): unknown {
  if (marked(schema)) return '/static/upload/abc123'
  if (schema.anyOf) return make(schema.anyOf.find(holdsMark) ?? schema.anyOf[0])
  switch (schema.type) {
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((k) => [k, make(schema.properties![k])]))
    case 'array':
      return []
    case 'integer':
    case 'number':
      return (schema as { minimum?: number }).minimum ?? 1
    case 'boolean':
      return true
    default:
      return 'x'.repeat((schema as { minLength?: number }).minLength ?? 1)
  }
}

/** Copies of `value`, each with one upload field (or a new picture in a list) set to `url`. */
function planted(schema: Node, value: unknown, url: string): unknown[] {
  if (marked(schema)) return [url]
  if (!holdsMark(schema)) return []
  if (schema.anyOf) {
    const branch = schema.anyOf.find(holdsMark)!
    return planted(branch, value === undefined ? make(branch) : value, url)
  }
  if (schema.allOf) return schema.allOf.flatMap((part) => planted(part, value, url))
  if (schema.type === 'array') {
    const list = Array.isArray(value) ? value : []
    return planted(schema.items!, list.length ? list[0] : make(schema.items!), url).map((v) => [v, ...list.slice(1)])
  }
  const record = (value ?? {}) as Record<string, unknown>
  const out: unknown[] = []
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    for (const v of planted(child, record[key] ?? make(child), url)) out.push({ ...record, [key]: v })
  }
  // A record (survey answers): a new entry, whatever the question it names.
  for (const child of Object.values(schema.patternProperties ?? {})) {
    for (const v of planted(child, undefined, url)) out.push({ ...record, extra: v })
  }
  return out
}

const srv = serverPerFile({ resetEachTest: false })
const routesWithUploads = withBody.filter((r) => holdsMark(r.body!))

describe.each(routesWithUploads.map((r) => [name(r), r] as const))('%s', (_name, route) => {
  test('an outside picture in any of its upload fields: 400, 图片地址不合法，请重新上传', async () => {
    await srv.reset()
    const sample = await resolveSample(route, srv.api)
    const variants = planted(route.body as Node, sample.body, OUTSIDE)
    expect(variants.length).toBeGreaterThan(0)
    for (const body of variants) {
      const res = await srv.send(requestOf(route, { ...sample, body }, DEV_TOKEN))
      expect({ body, status: res.status, json: res.json }).toMatchObject({ status: 400, json: { status: 400, message: expect.stringMatching(REFUSED) } })
    }
  })
})

// ---- the rule, case by case ---------------------------------------------------------------

describe('which addresses an upload field takes', () => {
  const hosts = { origin: 'http://127.0.0.1:9527', cdnHosts: tenantCdnHosts(undefined) }
  const secure = { origin: 'https://api.ev-brand.cn', cdnHosts: ['cdn.ev-brand.cn'] }

  test.each([
    ['/static/upload/abc123', hosts],
    ['/static/img/avatars/team-new.svg', hosts],
    ['http://127.0.0.1:9527/static/upload/abc123', hosts],
    ['http://127.0.0.1/static/upload/1', hosts],
    ['http://127.0.0.1:9527/static/img/covers/a.svg?text=%E5%9B%BE', hosts],
    ['https://cdn.ev-brand.cn/u/2025/a.png', hosts],
    ['HTTPS://CDN.EV-BRAND.CN/u/a.png', hosts],
    ['https://api.ev-brand.cn/static/upload/abc', secure],
  ])('takes %s', (url, on) => {
    expect(uploadUrlAllowed(url, on)).toBe(true)
  })

  test.each([
    ['https://tracker.example/pixel.png', hosts],
    ['http://cdn.ev-brand.cn/u/a.png', hosts],
    ['//tracker.example/pixel.png', hosts],
    ['https://cdn.ev-brand.cn.tracker.example/a.png', hosts],
    ['https://cdn.ev-brand.cn@tracker.example/a.png', hosts],
    ['https://tracker.example\\@cdn.ev-brand.cn/a.png', hosts],
    ['http://127.0.0.1:9527/posts/web/comments', hosts],
    ['http://127.0.0.1:9527/static/upload/../../x', hosts],
    ['/static/config/000000.json', hosts],
    ['/api/pixel.png', hosts],
    ['data:image/png;base64,iVBORw0KGgo=', hosts],
    ['javascript:alert(1)', hosts],
    ['wxfile://tmp_1.jpg', hosts],
    ['http://api.ev-brand.cn/static/upload/abc', secure],
  ])('refuses %s', (url, on) => {
    expect(uploadUrlAllowed(url, on)).toBe(false)
  })
})

describe('over HTTP', () => {
  const TEAM = manifest.find((r) => name(r) === 'POST /activity/api/v1/activity/app/team-pk/teams')!
  const createTeam = async (avatar: string, headers?: Record<string, string>) => {
    await srv.reset()
    const sample = await resolveSample(TEAM, srv.api)
    return srv.send({ ...requestOf(TEAM, { ...sample, body: { ...(sample.body as object), avatar } }, DEV_TOKEN), headers })
  }

  test('the issue: a team avatar on an outside host is refused', async () => {
    const res = await createTeam('https://tracker.example/pixel.png')
    expect(res.status).toBe(400)
    expect(res.json).toMatchObject({ status: 400, message: '参数 avatar 图片地址不合法，请重新上传' })
  })

  test('a data: or javascript: address fails the shape with the same message', async () => {
    for (const avatar of ['data:image/png;base64,iVBORw0KGgo=', 'javascript:alert(1)']) {
      expect((await createTeam(avatar)).json).toMatchObject({ status: 400, message: '参数 avatar 图片地址不合法，请重新上传' })
    }
  })

  test('our upload (relative or absolute on this host) and the tenant CDN are taken', async () => {
    const upload = (await srv.api.call<{ url: string }>('POST', '/activity/api/v1/activity/app/file/uploadImg', { file: (await import('../../mock/routes/activity/files')).SAMPLE_UPLOAD })).data.url
    expect(upload).toMatch(new RegExp(`^${srv.base}/static/upload/`))
    for (const avatar of [upload, upload.slice(srv.base.length), 'https://cdn.ev-brand.cn/team/a.png']) {
      const res = await createTeam(avatar, { 'tenant-id': '100002' })
      expect({ avatar, status: res.status, message: res.json.message }).toEqual({ avatar, status: 200, message: 'success' })
    }
  })

  test('a survey answer with an outside picture is refused before the survey rules look at it', async () => {
    await srv.reset()
    const res = await srv.send({ method: 'POST', path: '/user/web/survey/surveys/801/answers', json: { answers: { photos: [OUTSIDE] } }, token: DEV_TOKEN })
    expect(res.json).toMatchObject({ status: 400, message: '参数 answers.photos[0] 图片地址不合法，请重新上传' })
  })
})
