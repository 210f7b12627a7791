// Domain `user`, privacy (/web/privacy/...): the third-party sharing list and the list of
// personal information collected, as China's personal-information rules ask an app to publish
// (PIPL arts. 17 and 23, GB/T 35273-2020 §9.2). Both come from one source on the server, so a
// party the collected list names is always on the share list. Public: read before logging in.
import { Type, type Static, type TSchema } from '@sinclair/typebox'
import { DateTimeSchema } from './common'

const DaySchema = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })

/** A use of the app the lists are grouped by (地图定位, 登录与安全...), in the order to show. */
export const PrivacyScenarioSchema = Type.Object({
  key: Type.String(),
  name: Type.String(),
})
export type PrivacyScenario = Static<typeof PrivacyScenarioSchema>

export const ThirdPartyShareSchema = Type.Object({
  id: Type.Integer(),
  /** Key of the scenario it serves. */
  scenario: Type.String(),
  /** The third party's product the app uses: 腾讯位置服务 SDK. */
  party: Type.String(),
  company: Type.String(),
  purpose: Type.String(),
  /** Names of the personal information shared (the collected list's names). */
  fields: Type.Array(Type.String()),
  /** sdk: their code in the app collects it; api: the app's server sends it to theirs. */
  way: Type.Union([Type.Literal('sdk'), Type.Literal('api')]),
  /** Their personal-information contact: an e-mail address or a phone number. */
  contact: Type.String(),
  /** Their privacy policy, https. */
  policyUrl: Type.String(),
})
export type ThirdPartyShare = Static<typeof ThirdPartyShareSchema>

export const CollectedInfoSchema = Type.Object({
  id: Type.Integer(),
  /** The information: 手机号, 精确位置... */
  name: Type.String(),
  scenario: Type.String(),
  purpose: Type.String(),
  /** true: the scenario cannot work without it; false: the user may refuse and keep using the app. */
  required: Type.Boolean(),
  /** Parties of the share list that receive it in this scenario; empty when it stays with us. */
  receivers: Type.Array(Type.String()),
})
export type CollectedInfo = Static<typeof CollectedInfoSchema>

const ListOf = <T extends TSchema>(row: T) =>
  Type.Object({
    /** Day the list was last revised. */
    updatedAt: DaySchema,
    scenarios: Type.Array(PrivacyScenarioSchema),
    list: Type.Array(row),
  })

export const ThirdPartyShareListSchema = ListOf(ThirdPartyShareSchema)
export type ThirdPartyShareList = Static<typeof ThirdPartyShareListSchema>

export const CollectedInfoListSchema = ListOf(CollectedInfoSchema)
export type CollectedInfoList = Static<typeof CollectedInfoListSchema>

// The user agreement (用户协议) and the privacy policy (隐私政策): versioned documents the app
// shows on one page, links from login, registration and mine, and names by version where the
// user agrees to them, so what was agreed to can be told apart from later revisions.

/** user: 用户协议; privacy: 隐私政策. */
export const AgreementKindSchema = Type.Union([Type.Literal('user'), Type.Literal('privacy')])
export type AgreementKind = Static<typeof AgreementKindSchema>

/** year.revision: 2025.3 is the third revision published in 2025. */
export const AgreementVersionSchema = Type.String({ pattern: '^\\d{4}\\.\\d{1,3}$', errorMessage: '必须是协议版本号，如 2025.3' })

const agreementInfo = {
  kind: AgreementKindSchema,
  /** The document's full title, without book marks: 星驰汽车隐私政策. */
  title: Type.String(),
  version: AgreementVersionSchema,
  /** When this version took effect. */
  updatedAt: DateTimeSchema,
}

/** A document's current version, without its text: what a consent line names. */
export const AgreementInfoSchema = Type.Object(agreementInfo)
export type AgreementInfo = Static<typeof AgreementInfoSchema>

export const AgreementListSchema = Type.Array(AgreementInfoSchema)
export type AgreementList = Static<typeof AgreementListSchema>

/** The document itself: a RuleDoc (title, updatedAt, html) with its kind and version. */
export const AgreementSchema = Type.Object({ ...agreementInfo, html: Type.String() })
export type Agreement = Static<typeof AgreementSchema>

export const AgreementParamsSchema = Type.Object({ kind: Type.String() })

/** The versions a user agreed to, one per document. */
export const AgreedVersionsSchema = Type.Object({ user: AgreementVersionSchema, privacy: AgreementVersionSchema })
export type AgreedVersions = Static<typeof AgreedVersionsSchema>
