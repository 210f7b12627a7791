import type { WorkState } from '@api/posts'

// What a creator may do with one of their works, stated once. The dev API server refuses by it
// (mock/routes/posts/creator-work-edits.ts imports this file by path) and the works list offers
// only what it allows. Pure and without imports but types.
//
// - A draft is edited (saved again, or sent for review) or deleted.
// - A rejected work is edited into a new version (the rejected one stays as history) or deleted
//   with its earlier versions.
// - A published work is withdrawn (its post leaves the community), unless it answers a creator
//   activity that no longer takes works: the editors judge what was sent while it was open.
// - A work under review, or withdrawn, is left as it is.

export type WorkAction = 'edit' | 'delete' | 'withdraw'

/** What the rule reads of a work: its state and, when it answers an activity, whether that still takes works. */
export interface WorkFacts {
  state: WorkState
  /** null: the work answers no activity. */
  activityOpen: boolean | null
}

/** Why each action is refused (the server's 409 says the same). */
export const REFUSALS = {
  edit: '仅草稿和未通过的作品可以编辑',
  delete: '仅草稿和未通过的作品可以删除',
  withdraw: '仅已发布的作品可以撤回',
  activityClosed: '作品参与的活动已截止征稿，不能撤回',
} as const

/** Why `action` is not allowed on `work`, or undefined when it is. */
export function refusal(work: WorkFacts, action: WorkAction): string | undefined {
  const editable = work.state === 'draft' || work.state === 'rejected'
  if (action === 'edit') return editable ? undefined : REFUSALS.edit
  if (action === 'delete') return editable ? undefined : REFUSALS.delete
  if (work.state !== 'published') return REFUSALS.withdraw
  return work.activityOpen === false ? REFUSALS.activityClosed : undefined
}

/** The actions the rule allows on `work`, in the order the list shows them. */
export const workActions = (work: WorkFacts): WorkAction[] =>
  (['edit', 'withdraw', 'delete'] as const).filter((action) => refusal(work, action) === undefined)
