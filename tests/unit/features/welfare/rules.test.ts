import { APPLY_RULES, draftFrom, EMPTY_APPLY, toApplication, type ApplyDraft } from '@/features/welfare/apply-rules'
import { joinAction, progressPercent } from '@/features/welfare/labels'
import { welfareShareData } from '@/features/welfare/share'
import { validate } from '@/shared/form'
import { application, MEMBERSHIP, mine, project } from './fixtures'

const good: ApplyDraft = { realName: '陈远航', mobile: '13800138000', plate: '粤bd12345', reason: '想和车友一起做公益', consent: true }

test('the project share page shares its title and its own path', () => {
  expect(welfareShareData(project(601, 'recruiting', { title: '山区儿童冬衣募集' }))).toEqual({
    title: '山区儿童冬衣募集｜邀你一起做公益',
    path: '/pages/welfareShare/index?projectId=601',
  })
})

test('progress: hours given out of the target, capped at 100', () => {
  expect(progressPercent({ doneHours: 50, targetHours: 200 })).toBe(25)
  expect(progressPercent({ doneHours: 1, targetHours: 3 })).toBe(33)
  expect(progressPercent({ doneHours: 260, targetHours: 200 })).toBe(100)
})

test('the join button: a login, my card, the review, else the form', () => {
  expect(joinAction(false, undefined)).toEqual({ label: '登录后加入福利社', to: 'login' })
  expect(joinAction(true, mine(MEMBERSHIP))).toEqual({ label: '查看我的会员卡', to: '/pages/welfare/check' })
  expect(joinAction(true, mine(null, application('reviewing')))).toEqual({ label: '申请审核中', to: '/pages/welfare/check' })
  expect(joinAction(true, mine(null, application('rejected')))).toEqual({ label: '加入福利社', to: '/pages/welfare/application' })
  expect(joinAction(true, mine(null))).toEqual({ label: '加入福利社', to: '/pages/welfare/application' })
})

test('the form: every field checked with its own message', () => {
  expect(validate(EMPTY_APPLY, APPLY_RULES)).toEqual({
    realName: '请输入真实姓名', mobile: '请输入手机号', plate: '请输入车牌号', reason: '请填写加入原因', consent: '请先阅读并同意《福利社会员协议》',
  })
  expect(validate({ ...good, realName: '陈', plate: '粤B1234', reason: '公益' }, APPLY_RULES)).toEqual({
    realName: '姓名至少 2 个字', plate: '车牌号格式不正确', reason: '加入原因至少 5 个字',
  })
  expect(validate({ ...good, reason: '好'.repeat(201) }, APPLY_RULES)).toEqual({ reason: '加入原因不能超过 200 个字' })
  expect(validate(good, APPLY_RULES)).toEqual({})
})

test('what is sent: trimmed, the plate normalised; a rejected application refills the form but not the consent', () => {
  expect(toApplication({ ...good, realName: ' 陈远航 ' })).toEqual({ realName: '陈远航', mobile: '13800138000', plate: '粤BD12345', reason: '想和车友一起做公益', consent: true })
  expect(draftFrom(application('rejected'))).toEqual({ realName: '陈远航', mobile: '13800138000', plate: '粤BD12345', reason: '想和车友一起做公益', consent: false })
  expect(draftFrom(application('reviewing'))).toBe(EMPTY_APPLY)
  expect(draftFrom(null)).toBe(EMPTY_APPLY)
})
