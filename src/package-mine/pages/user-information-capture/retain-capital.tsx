import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { brandName } from '@/core/tenant'
import { LeadCaptureForm } from '@/features/activity'
import { DRAFTS } from '@/shared/form'
import { Screen } from '@/shared/screen'

/** Lead capture: anyone may leave name, phone, city and model (`?source=` says where from). */
export default function RetainCapitalPage() {
  const { params } = useRouter()
  const source = params.source && /^[\w-]{1,32}$/.test(params.source) ? params.source : undefined
  return (
    <Screen>
      <View className='lead-intro'>
        <Text className='lead-intro__title'>预约{brandName()}专属顾问</Text>
        <Text className='lead-intro__text'>留下联系方式，顾问将为你介绍车型、试驾与购车优惠。</Text>
      </View>
      <LeadCaptureForm source={source} draft={DRAFTS.leadCapture} />
    </Screen>
  )
}
