import type { RepairBody, RepairSymptom, ContactTime } from '@api/charging'
import { chosen, filled, maxLength, minLength, on, type Errors, type Rules } from '@/shared/form'
import { REPAIR_DESCRIPTION_MAX, REPAIR_DESCRIPTION_MIN } from './constants'

/** What the repair form holds while it is filled in. */
export interface RepairDraft {
  pileId?: number
  symptom: RepairSymptom | null
  description: string
  /** Optional: a fault is reported as well without a picture. */
  photos: string[]
  contactTime: ContactTime | null
}

export type RepairField = 'pileId' | 'symptom' | 'description' | 'contactTime'
export type RepairErrors = Errors<RepairField>

export const EMPTY_REPAIR: RepairDraft = { pileId: undefined, symptom: null, description: '', photos: [], contactTime: null }

export const REPAIR_RULES: Rules<RepairDraft, RepairField> = {
  pileId: on('pileId', chosen('请选择需要报修的充电桩')),
  symptom: on('symptom', chosen('请选择故障现象')),
  description: on(
    'description',
    filled('请描述故障情况'),
    minLength(REPAIR_DESCRIPTION_MIN, `故障描述至少 ${REPAIR_DESCRIPTION_MIN} 个字`),
    maxLength(REPAIR_DESCRIPTION_MAX, `故障描述不能超过 ${REPAIR_DESCRIPTION_MAX} 个字`),
  ),
  contactTime: on('contactTime', chosen('请选择方便联系的时间')),
}

export function toRepairBody(d: RepairDraft): RepairBody {
  return { pileId: d.pileId!, symptom: d.symptom!, description: d.description.trim(), photos: d.photos, contactTime: d.contactTime! }
}
