import { queryId, queryText } from '@/core/navigation'

/*
 * What a mini-program code carries: WeChat opens the page with `scene` (URL-encoded, at most
 * 32 characters). Registration invitations carry `ic=<invite code>`; recommend-a-purchase
 * invitations carry the sceneId of insertScene, `<activityId>-<inviter accountId>-<hash>`.
 */

export const friendScene = (inviteCode: string) => `ic=${inviteCode}`

/** The invite code of `?inviteCode=` or of a QR scene; undefined when there is none. */
export function inviteCodeOf(params: { inviteCode?: string; scene?: string }): string | undefined {
  const code = params.inviteCode || /^ic=([A-Z]{2}\d{6})$/.exec(queryText(params.scene))?.[1]
  return code && /^[A-Z]{2}\d{6}$/.test(code) ? code : undefined
}

/** Whether the link names an invitation at all (`?inviteCode=` or an `ic=` scene), well-formed or not. */
export const namesInvite = (params: { inviteCode?: string; scene?: string }): boolean =>
  params.inviteCode !== undefined || /^ic=/.test(queryText(params.scene))

/** Activity and inviter of `?activityId=&accountId=` or of a QR sceneId. */
export function buyTargetOf(params: { activityId?: string; accountId?: string; scene?: string }): {
  activityId?: number
  accountId?: number
} {
  const fromScene = /^(\d+)-(\d+)-/.exec(queryText(params.scene))
  return {
    activityId: queryId(params.activityId) ?? queryId(fromScene?.[1]),
    accountId: queryId(params.accountId) ?? queryId(fromScene?.[2]),
  }
}

const SCENE_ID = /^\d+-\d+-[0-9a-z]+$/

/** The sceneId of a recommend-a-purchase link or QR code (insertScene's), when it is one. */
export function sceneIdOf(params: { scene?: string }): string | undefined {
  const scene = queryText(params.scene)
  return SCENE_ID.test(scene) && scene.length <= 32 ? scene : undefined
}

/**
 * A recommend-a-purchase link that names an inviter, a campaign or a QR sceneId it does not carry
 * well-formed (`accountId=abc!!`, `scene=-1`): bad, so the page says so rather than show the plain
 * consultation form, or the viewer's own recommendation, in its place.
 */
export const badBuyLink = (params: { activityId?: string; accountId?: string; scene?: string }): boolean =>
  (params.accountId !== undefined && queryId(params.accountId) === undefined) ||
  (params.activityId !== undefined && queryId(params.activityId) === undefined) ||
  (params.scene !== undefined && sceneIdOf(params) === undefined)

/** The friend's landing page query of a recommend-a-purchase invitation: the inviter and the share's sceneId. */
export const recommendQuery = (accountId: number, sceneId: string) => `accountId=${accountId}&scene=${encodeURIComponent(sceneId)}`
