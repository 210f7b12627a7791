import { accountField, accountNameError, APPLY_RULES, draftFrom, EMPTY_APPLY, followersError, toApplication } from '@/features/creator/apply-rules'
import { levelHint, levelProgress } from '@/features/creator/level'
import { checkedText, EMPTY_WORK, linkError, toWorkBody, WORK_RULES } from '@/features/creator/work-rules'
import { validate } from '@/shared/form'
import { application, PROFILE } from './fixtures'

describe('applying', () => {
  test('an empty application names every missing part of the account and the consent', () => {
    expect(validate(EMPTY_APPLY, APPLY_RULES)).toEqual({
      [accountField(0, 'platform')]: '请选择平台',
      [accountField(0, 'name')]: '请填写账号名称或主页链接',
      [accountField(0, 'followers')]: '请填写粉丝数',
      [accountField(0, 'shot')]: '请上传账号主页截图',
      consent: '请先阅读并同意《创作者协议》',
    })
  })

  test('an account name or an https home page; followers as a whole number', () => {
    expect(accountNameError('林间追风')).toBeUndefined()
    expect(accountNameError('https://www.douyin.com/user/abc')).toBeUndefined()
    expect(accountNameError('http://www.douyin.com/user/abc')).toBe('主页链接需以 https:// 开头')
    expect(accountNameError('www.douyin.com/abc')).toBe('主页链接需以 https:// 开头')
    expect(accountNameError('长'.repeat(61))).toBe('账号名称不能超过 60 个字')
    expect(followersError('12000')).toBeUndefined()
    expect(followersError('1.5万')).toBe('粉丝数请填写整数')
    expect(followersError(' ')).toBe('请填写粉丝数')
  })

  test('a rejected application comes back filled in (consent asked again); others start empty', () => {
    const again = draftFrom(application('rejected'))
    expect(again.accounts).toEqual([{ platform: 'douyin', accountName: '林间追风', followers: '12000', screenshot: ['shot.png'] }])
    expect(again.consent).toBe(false)
    expect(draftFrom(application('reviewing'))).toBe(EMPTY_APPLY)
    expect(draftFrom(null)).toBe(EMPTY_APPLY)
    expect(toApplication({ ...again, consent: true })).toEqual({
      consent: true, accounts: [{ platform: 'douyin', accountName: '林间追风', followers: 12000, screenshot: 'shot.png' }],
    })
  })
})

describe('a work', () => {
  const VIDEO = { url: 'https://cdn.example.cn/v.mp4', coverUrl: 'https://cdn.example.cn/c.jpg', duration: 12 }

  test('title, text and one picture or a video are needed; a link must be https', () => {
    expect(validate(EMPTY_WORK, WORK_RULES)).toEqual({ title: '请填写标题', text: '请填写正文', images: '请至少上传 1 张图片或 1 个视频' })
    const ok = { ...EMPTY_WORK, title: '川西小环线', text: '七天六晚', images: ['a.png'] }
    expect(validate(ok, WORK_RULES)).toEqual({})
    expect(validate({ ...ok, images: [], video: VIDEO }, WORK_RULES)).toEqual({})
    expect(validate({ ...ok, title: '字'.repeat(31) }, WORK_RULES)).toEqual({ title: '标题不能超过 30 个字' })
    expect(linkError('http://b23.tv/x')).toBe('外部链接需以 https:// 开头')
    expect(linkError('https://b23.tv/x')).toBeUndefined()
  })

  test('what is sent and what the check reads', () => {
    const d = { title: ' 川西 ', text: ' 七天 ', images: ['a.png', 'b.png'], video: null, topicId: 3, link: '', activityId: 0 }
    expect(toWorkBody(d)).toEqual({ title: '川西', text: '七天', images: ['a.png', 'b.png'], topicId: 3 })
    expect(toWorkBody({ ...d, images: [], video: VIDEO })).toEqual({ title: '川西', text: '七天', images: [], video: VIDEO, topicId: 3 })
    expect(toWorkBody({ ...d, link: 'https://b23.tv/x', activityId: 7 })).toMatchObject({ link: 'https://b23.tv/x', activityId: 7 })
    expect(checkedText(d)).toBe('川西\n七天')
  })
})

test('level progress and what the next level needs', () => {
  expect(levelProgress(PROFILE)).toBeCloseTo(0.32)
  expect(levelHint(PROFILE)).toBe('再获得 680 成长值升级为金牌创作者')
  expect(levelProgress({ exp: 9000, levelExp: 5000, nextLevelExp: null })).toBe(1)
  expect(levelHint({ exp: 9000, nextLevelExp: null, nextLevelName: null })).toBe('已达最高等级')
  expect(levelProgress({ exp: 900, levelExp: 1000, nextLevelExp: 2000 })).toBe(0)
})
