import type { ReactNode } from 'react'
import type { ThirdPartyShare } from '@api/privacy'
import { Text, View } from '@tarojs/components'
import { openPage } from '@/core/navigation'
import { paths } from '@/routes'
import { callPhone } from '@/shared/phone'
import './share-card.scss'

const WAY_LABELS: Record<ThirdPartyShare['way'], string> = {
  sdk: 'SDK（第三方代码在本应用内收集）',
  api: 'API（由我们的服务器传输）',
}

// A contact of digits and dashes is a phone number to call; anything else (an e-mail) is shown.
const isPhoneNumber = (contact: string) => /^[\d-]{5,}$/.test(contact)

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <View className='privacy-share__row'>
      <Text className='privacy-share__label'>{label}</Text>
      <View className='privacy-share__value'>{children}</View>
    </View>
  )
}

/** One third party of the share list: who, why, what, how, whom to ask, and their policy. */
export function ShareCard({ share }: { share: ThirdPartyShare }) {
  const openPolicy = () => void openPage(paths.webview(share.policyUrl, `${share.party}隐私政策`))
  return (
    <View className='privacy-share'>
      <Text className='privacy-share__party'>{share.party}</Text>
      <Text className='privacy-share__company'>{share.company}</Text>
      <Row label='使用目的'>{share.purpose}</Row>
      <Row label='共享信息'>
        <View className='privacy-share__fields'>
          {share.fields.map((f) => (
            <Text key={f} className='privacy-share__field'>{f}</Text>
          ))}
        </View>
      </Row>
      <Row label='共享方式'>{WAY_LABELS[share.way]}</Row>
      <Row label='联系方式'>
        {isPhoneNumber(share.contact) ? (
          <View className='privacy-share__link' role='link' onClick={() => callPhone(share.contact)}>
            {share.contact}
          </View>
        ) : (
          share.contact
        )}
      </Row>
      <View className='privacy-share__policy' role='link' onClick={openPolicy}>
        查看{share.party}隐私政策
      </View>
    </View>
  )
}
