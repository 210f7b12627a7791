import type { TeamBody } from '@api/activity'
import { filled, maxLength, minLength, on, type Rules } from '@/shared/form'
import { TEAM_LIMITS } from './constants'

export interface TeamDraft {
  name: string
  slogan: string
  /** The uploaded avatar (at most one). */
  avatar: string[]
}

export const EMPTY_TEAM: TeamDraft = { name: '', slogan: '', avatar: [] }

const { nameMin, nameMax, sloganMax } = TEAM_LIMITS

export const TEAM_RULES: Rules<TeamDraft> = {
  name: on('name', filled('请填写战队名称'), minLength(nameMin, `战队名称至少 ${nameMin} 个字`), maxLength(nameMax, `战队名称不能超过 ${nameMax} 个字`)),
  slogan: on('slogan', maxLength(sloganMax, `战队口号不能超过 ${sloganMax} 个字`)),
  avatar: on('avatar', (avatar) => (avatar.length ? undefined : '请上传战队头像')),
}

export const toTeamBody = (d: TeamDraft): TeamBody => ({ name: d.name.trim(), slogan: d.slogan.trim(), avatar: d.avatar[0] })
