import type { AgreementKind } from '@api/privacy'
import { View } from '@tarojs/components'
import { openPage } from '@/core/navigation'
import { paths } from '@/routes'
import { isAgreementKind } from '@/shared/agreements'
import { InfoRow } from '@/shared/info-row'
import { Panel } from '@/shared/panel'
import { RuleDocView } from '@/shared/rule-doc'
import { Screen } from '@/shared/screen'
import { useQuery } from '@/shared/use-load'
import { agreementQuery } from '../queries'
import './agreement-screen.scss'

const BAD_KIND = '链接中的协议类型不正确，无法打开。你可以在“我的 · 隐私与个人信息”中查看用户协议和隐私政策'

// What each document points to: rich text cannot open a page in the mini-program, so the pages
// the text names are links under it.
const RELATED: Record<AgreementKind, { label: string; url: string }[]> = {
  user: [{ label: '隐私政策', url: paths.agreement('privacy') }],
  privacy: [
    { label: '个人信息收集清单', url: paths.infoCollect() },
    { label: '第三方共享清单', url: paths.shareList() },
  ],
}

/**
 * 用户协议 or 隐私政策 (`?kind=user|privacy`), the version the server holds now: its title in
 * the navigation bar, its version and date, its text, and the pages it refers to. No login.
 */
export function AgreementScreen({ kind }: { kind?: string }) {
  const known = isAgreementKind(kind) ? kind : undefined
  const doc = useQuery(agreementQuery, known !== undefined && [known])
  return (
    <Screen title={doc.data?.title} missing={!known && BAD_KIND} load={doc}>
      {doc.data && known && (
        <View className='privacy-agreement'>
          <RuleDocView doc={doc.data} />
          <Panel title='相关说明'>
            {RELATED[known].map((r) => (
              <InfoRow key={r.url} label={r.label} onTap={() => void openPage(r.url)}>
                查看
              </InfoRow>
            ))}
          </Panel>
        </View>
      )}
    </Screen>
  )
}
