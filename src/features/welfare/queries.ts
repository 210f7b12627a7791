import { AREA, defineQuery } from '@/core/query'
import { getMySignups, getMyWelfare, getProject, getSociety } from './api'

// The welfare society's reads, each defined once. Applying, signing up and cancelling mark all of them (AREA.welfare).

/** The society (public): its page and the name on my membership card share this one read. */
export const societyQuery = defineQuery(() => [AREA.welfare, 'society'], getSociety)
/** My membership or my latest application. */
export const myWelfareQuery = defineQuery(() => [AREA.welfare, 'mine'], getMyWelfare)
/** My sign-ups for projects (newest first). */
export const mySignupsQuery = defineQuery(() => [AREA.welfare, 'signups'], getMySignups)
export const welfareProjectQuery = defineQuery((id: number) => [AREA.welfare, 'project', id], getProject)
/** The membership agreement (RuleDocScreen reads it under this key). */
export const WELFARE_AGREEMENT = [AREA.welfare, 'agreement'] as const
