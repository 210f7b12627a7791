/*
 * Every form's draft in one list (issue 39, item 5): the key each form keeps what was typed under
 * (`useForm({ draft })`, see draft.ts), the fields it never writes, and the forms that keep
 * nothing, each with why. One list, so two forms never share a key, a key is not renamed by
 * accident (a renamed key loses the drafts already on phones), and a new form cannot leave the
 * question open: tests/unit/app/form-drafts.test.ts holds every useForm of src to this file.
 *
 *   useForm({ initial, rules, draft: DRAFTS.login, sensitive: SENSITIVE.login })
 *   useForm({ initial, rules, draft: DRAFTS.address(id) })          (one per id: `name:<id>`)
 *   useForm({ initial, rules, draft: noDraft('chargingNotice') })
 *
 * A kit form that takes its key from its caller (EvaluationForm, the activity's LeadCaptureForm)
 * gets it the same way: `draft={DRAFTS.evaluation(kind, id)}`.
 */

export const DRAFTS = {
  login: 'login',
  appRegister: 'auth-app-register',
  comment: (contentId: number) => `comment:${contentId}`,
  survey: (surveyId: number) => `survey:${surveyId}`,
  evaluation: (kind: string, id: number) => `evaluation:${kind}:${id}`,
  chargingRating: (kind: string, id: number) => `charging-rating:${kind}:${id}`,
  chargingApplication: 'charging-application',
  chargingRepair: 'charging-repair',
  activityRegister: (activityId: number) => `activity-register:${activityId}`,
  leadCapture: 'lead-capture',
  recommendPurchase: 'recommend-purchase',
  creatorLead: 'creator-lead',
  partnerLead: 'partner-lead',
  inviteBuy: 'invite-buy',
  teamCreate: 'team-pk-team',
  otherCar: 'other-car',
  /** A new address (`address:new`) or the one being edited. */
  address: (id: number | undefined) => `address:${id ?? 'new'}`,
  testDrive: 'test-drive',
  welfareApply: 'welfare-apply',
  welfareSignup: (projectId: number) => `welfare-signup:${projectId}`,
  occupationAuth: (type: string) => `occupation-auth:${type}`,
  creatorApply: 'creator-apply',
  /** A new work (`creator-work`) or one of mine opened to edit. */
  creatorWork: (workId?: number) => (workId === undefined ? 'creator-work' : `creator-work:${workId}`),
  partnerApply: 'partner-apply',
  /** A mall after-sale request, one per order line (the line is chosen before the form). */
  afterSale: (orderId: number, skuId: number) => `after-sale:${orderId}:${skuId}`,
  /** The return's carrier and tracking number, one per after-sale request. */
  afterSaleReturn: (afterSaleId: number) => `after-sale-return:${afterSaleId}`,
} as const

export type DraftName = keyof typeof DRAFTS

/** Fields never written to a form's draft, by its name in DRAFTS: typed again after a restore. */
export const SENSITIVE = {
  /** The SMS code: short-lived, and a login proof. */
  login: ['code'],
  /** The passwords, and the consent, given to the agreements' versions on screen now. */
  appRegister: ['password', 'confirm', 'agreed'],
  /** The ID number goes out once in the POST body and is never stored. */
  occupationAuth: ['idNumber'],
  /** The consent is ticked on the notice page each time (it is kept there, not here). */
  chargingApplication: ['agreed'],
} as const satisfies Partial<Record<DraftName, readonly string[]>>

/** Forms that keep nothing, and why. */
export const NO_DRAFT = {
  chargingNotice: 'one checkbox and nothing typed; the tick itself is kept app-wide (charging atoms)',
  orderConfirm: 'the order comes from the link and is priced afresh on every visit; a remark restored onto another order would be wrong',
} as const

/** Says, where a form is made, that it keeps nothing (the reason is in NO_DRAFT). */
export const noDraft = (_name: keyof typeof NO_DRAFT): undefined => undefined
