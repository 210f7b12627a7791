import type { ThirdPartyShare } from '@api/privacy'
import { Text, View } from '@tarojs/components'
import { openPage } from '@/core/navigation'
import { paths } from '@/routes'
import { Button } from '@/shared/button'
import { InfoRow } from '@/shared/info-row'
import { Panel } from '@/shared/panel'
import { callPhone } from '@/shared/phone'
import './share-card.scss'

const WAY_LABELS: Record<ThirdPartyShare['way'], string> = {
  sdk: 'SDK（第三方代码在本应用内收集）',
  api: 'API（由我们的服务器传输）',
}

// A contact of digits and dashes is a phone number to call; anything else (an e-mail) is shown.
const isPhoneNumber = (contact: string) => /^[\d-]{5,}$/.test(contact)

/** One third party of the share list: who, why, what, how, whom to ask, and their policy. */
export function ShareCard({ share }: { share: ThirdPartyShare }) {
  const openPolicy = () => void openPage(paths.webview(share.policyUrl, `${share.party}隐私政策`))
  const phone = isPhoneNumber(share.contact) ? share.contact : undefined
  return (
    // Under its scenario's heading.
    <Panel className='privacy-share' level={3} title={<Text className='privacy-share__party'>{share.party}</Text>}>
      <Text className='privacy-share__company'>{share.company}</Text>
      <InfoRow label='使用目的'>{share.purpose}</InfoRow>
      <InfoRow label='共享信息'>
        <View className='privacy-share__fields'>
          {share.fields.map((f) => (
            <Text key={f} className='privacy-share__field'>{f}</Text>
          ))}
        </View>
      </InfoRow>
      <InfoRow label='共享方式'>{WAY_LABELS[share.way]}</InfoRow>
      <InfoRow label='联系方式' onTap={phone ? () => callPhone(phone) : undefined}>
        {share.contact}
      </InfoRow>
      <Button className='privacy-share__policy' variant='secondary' size='s' onClick={openPolicy}>
        查看{share.party}隐私政策
      </Button>
    </Panel>
  )
}
