import type { Occupation, OccupationAuth } from '@api/user'

export const T = '2026-11-20T10:00:00+08:00'
/** Far enough ahead that the approval has not ended whenever the test runs. */
export const LATER = '2099-06-30T12:00:00+08:00'

export const OCCUPATIONS: Occupation[] = [
  { type: 'teacher', name: '教师', benefits: ['购车立减 3000 元', '专属保养折扣'], proofHint: '教师资格证或工作证', validMonths: 12 },
  { type: 'doctor', name: '医生', benefits: ['购车立减 3000 元'], proofHint: '医师执业证书或工作证', validMonths: 12 },
  { type: 'police', name: '警察', benefits: ['购车立减 5000 元'], proofHint: '警官证', validMonths: 12 },
  { type: 'firefighter', name: '消防员', benefits: ['购车立减 5000 元'], proofHint: '消防救援证或工作证', validMonths: 12 },
  { type: 'soldier', name: '军人', benefits: ['购车立减 5000 元'], proofHint: '军官证或士兵证', validMonths: 12 },
]

const NAMES = Object.fromEntries(OCCUPATIONS.map((o) => [o.type, o.name]))

export const auth = (id: number, type: OccupationAuth['type'], state: OccupationAuth['state'], extra: Partial<OccupationAuth> = {}): OccupationAuth => ({
  id, type, typeName: NAMES[type], state, realName: '王小明', idNumberMasked: '110***********002X', workUnit: '北京市第一中学',
  proofs: ['proof1.jpg', 'proof2.jpg'], submittedAt: T, reviewedAt: state === 'reviewing' ? null : T,
  rejectReason: state === 'rejected' ? '证件照片不清晰' : null,
  expiresAt: state === 'approved' ? LATER : state === 'expired' ? '2026-10-01T12:00:00+08:00' : null,
  badge: state === 'approved' || state === 'expired' ? `${type}-badge.png` : null,
  ...extra,
})

/** A valid number (check character X) and the same with a wrong check character. */
export const GOOD_ID = '11010519491231002X'
export const BAD_CHECK_ID = '110105194912310021'
