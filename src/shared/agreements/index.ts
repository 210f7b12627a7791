import type { AgreedVersions, AgreementInfo, AgreementKind } from '@api/privacy'
import { AREA, defineQuery } from '@/core/query'
import { paths } from '@/routes'
import { useQuery } from '@/shared/use-load'
import { getAgreementList } from './api'

// The versions of the user agreement and the privacy policy, read once for every place a user
// agrees to them (login, registration): auth and privacy are features apart, so the read is here.

export { getAgreementList } from './api'

/** The current versions and dates, one read of the data cache for every consent line. */
export const agreementListQuery = defineQuery(() => [AREA.privacy, 'agreements'], () => getAgreementList())

/** The short names a consent line gives them, in the order it names them. */
export const AGREEMENT_NAMES: Record<AgreementKind, string> = { user: '用户协议', privacy: '隐私政策' }

export const AGREEMENT_KINDS = Object.keys(AGREEMENT_NAMES) as readonly AgreementKind[]

export const isAgreementKind = (kind: string | undefined): kind is AgreementKind => AGREEMENT_KINDS.includes(kind as AgreementKind)

export interface AgreementLink {
  kind: AgreementKind
  /** With book marks, and the version when known: 《隐私政策》（v2025.3）. */
  title: string
  url: string
}

/** The versions of a list, or undefined when it lacks one of the documents. */
export function versionsOf(list: AgreementInfo[] | undefined): AgreedVersions | undefined {
  const user = list?.find((a) => a.kind === 'user')?.version
  const privacy = list?.find((a) => a.kind === 'privacy')?.version
  return user && privacy ? { user, privacy } : undefined
}

export function agreementLinks(versions: AgreedVersions | undefined): AgreementLink[] {
  return AGREEMENT_KINDS.map((kind) => ({
    kind,
    title: `《${AGREEMENT_NAMES[kind]}》${versions ? `（v${versions[kind]}）` : ''}`,
    url: paths.agreement(kind),
  }))
}

/**
 * The two documents as a consent line names them, each a link to its page. Until the versions
 * are in (or when they cannot be read) the titles show without them; `versions` is then
 * undefined, and a form that must send them reads them when it sends (`currentVersions`).
 */
export function useAgreementLinks() {
  const list = useQuery(agreementListQuery, [])
  const versions = versionsOf(list.data)
  return { links: agreementLinks(versions), versions, reload: list.reload }
}

/** The versions shown, else the server's current ones (a consent line shown before they came). */
export async function currentVersions(shown: AgreedVersions | undefined): Promise<AgreedVersions> {
  const versions = shown ?? versionsOf(await getAgreementList())
  if (!versions) throw new Error('未能读取协议版本，请稍后重试')
  return versions
}
