// Occupation authentication seed: the five occupations with their benefits, and the dev user's
// authentications in every state: teacher approved (valid), doctor rejected, police approved
// but past its end (read as expired), firefighter reviewing; soldier never applied. The full
// ID number is kept here and never answered (answers carry it masked).
import type { Occupation, OccupationType } from '../../types/api/user-occupation'
import type { RuleDoc } from '../../types/api/user'
import type { Db } from '../state/db'
import { days, hours, iso } from '../core/time'
import { img } from './img'

export interface OccupationAuthRow {
  id: number
  accountId: number
  type: OccupationType
  /** Stored states; 'expired' is derived when reading (an approval past expiresAt). */
  state: 'reviewing' | 'approved' | 'rejected'
  realName: string
  /** The full number: server-side only. */
  idNumber: string
  workUnit: string
  proofs: string[]
  submittedAt: string
  reviewedAt: string | null
  rejectReason: string | null
  expiresAt: string | null
  badge: string | null
}

/** The dev user's ID number (valid: Beijing Chaoyang, born 1988-02-13, check digit X). Never in an answer. */
export const SEEDED_ID_NUMBER = '11010519880213123X'

export const OCCUPATIONS: Occupation[] = [
  { type: 'teacher', name: '教师', validMonths: 12, proofHint: '请上传教师资格证或加盖学校公章的工作证明', benefits: ['购车立减 3000 元', '教师节专属礼包', '免费基础保养 2 次'] },
  { type: 'doctor', name: '医生', validMonths: 12, proofHint: '请上传医师执业证书或医院工作证', benefits: ['购车立减 3000 元', '夜班出行免费道路救援', '医护专属充电 8 折'] },
  { type: 'police', name: '警察', validMonths: 24, proofHint: '请上传人民警察证（可遮挡警号）或单位工作证明', benefits: ['购车立减 5000 元', '免费基础保养 3 次', '专属服务顾问', '延保 1 年'] },
  { type: 'firefighter', name: '消防员', validMonths: 24, proofHint: '请上传消防救援人员证件或单位工作证明', benefits: ['购车立减 5000 元', '免费基础保养 3 次', '延保 1 年'] },
  { type: 'soldier', name: '军人', validMonths: 24, proofHint: '请上传军官证、士兵证或退役军人证', benefits: ['购车立减 5000 元', '军人优先交付'] },
]

export const badgeOf = (type: OccupationType) => img('medals', `occupation-${type}`, OCCUPATIONS.find((o) => o.type === type)?.name ?? '认证')

const proof = (name: string) => img('covers', `occupation-proof-${name}`, '证明材料')

export function seedOccupationAuths(now: number): OccupationAuthRow[] {
  const mine = { accountId: 1, realName: '王小明', idNumber: SEEDED_ID_NUMBER }
  return [
    {
      ...mine, id: 8501, type: 'police', state: 'approved', workUnit: '北京市公安局朝阳分局', proofs: [proof('police-1')],
      submittedAt: iso(now - days(745)), reviewedAt: iso(now - days(743)), rejectReason: null, expiresAt: iso(now - days(13)), badge: badgeOf('police'),
    },
    {
      ...mine, id: 8502, type: 'teacher', state: 'approved', workUnit: '北京市朝阳区实验小学', proofs: [proof('teacher-1'), proof('teacher-2')],
      submittedAt: iso(now - days(100)), reviewedAt: iso(now - days(98)), rejectReason: null, expiresAt: iso(now + days(267)), badge: badgeOf('teacher'),
    },
    {
      ...mine, id: 8503, type: 'doctor', state: 'rejected', workUnit: '北京朝阳医院', proofs: [proof('doctor-1')],
      submittedAt: iso(now - days(6)), reviewedAt: iso(now - days(5)), rejectReason: '证件照片不清晰，请重新上传', expiresAt: null, badge: null,
    },
    {
      ...mine, id: 8504, type: 'firefighter', state: 'reviewing', workUnit: '北京市朝阳区消防救援支队', proofs: [proof('firefighter-1'), proof('firefighter-2'), proof('firefighter-3')],
      submittedAt: iso(now - hours(20)), reviewedAt: null, rejectReason: null, expiresAt: null, badge: null,
    },
  ]
}

const p = (text: string) => `<p>${text}</p>`

export function seedOccupationRules(now: number): RuleDoc {
  return {
    title: '个人敏感信息处理规则',
    updatedAt: iso(now - days(60)),
    html:
      `<h3>一、我们处理哪些信息</h3>${p('为完成职业认证，我们会处理你的<strong>真实姓名、身份证号、工作单位及职业证明照片</strong>，上述信息属于个人敏感信息。')}` +
      `<h3>二、处理目的</h3>${p('仅用于核验你的职业身份并发放对应的认证权益，不用于其他目的。')}` +
      `<h3>三、保存与展示</h3><ol><li>身份证号加密保存，任何页面仅展示脱敏后的号码。</li><li>认证到期或你注销账号后 30 日内删除。</li></ol>` +
      `<h3>四、你的权利</h3>${p('你可以随时撤回同意，撤回后认证权益同时失效。如有疑问请联系客服 400-800-1234。')}`,
  }
}

export function seedOccupationAll(now: number): Pick<Db, 'occupations' | 'occupationAuths' | 'occupationRules'> {
  return { occupations: OCCUPATIONS.map((o) => ({ ...o, benefits: [...o.benefits] })), occupationAuths: seedOccupationAuths(now), occupationRules: seedOccupationRules(now) }
}
