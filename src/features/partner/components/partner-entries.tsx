import { Text, View } from '@tarojs/components'
import { openPage } from '@/core/navigation'
import { paths } from '@/routes'
import './partner-entries.scss'

const ENTRIES: [label: string, hint: string, url: () => string][] = [
  ['推广海报', '扫码留资记在你名下', () => paths.partnerPoster()],
  ['合伙人海报', '我的合伙人成绩', () => paths.partnerSummaryImage()],
  ['信息登记', '为好友预约顾问', () => paths.partnerLead()],
  ['合伙人规则', '等级与奖励说明', () => paths.partnerRules()],
  ['申请进度', '审核与签约记录', () => paths.partnerProgress()],
]

/** The partner's ways to every other page of the centre. */
export function PartnerEntries() {
  return (
    <View className='partner-entries'>
      {ENTRIES.map(([label, hint, url]) => (
        <View key={label} className='partner-entries__item' role='link' onClick={() => void openPage(url())}>
          <Text className='partner-entries__label'>{label}</Text>
          <Text className='partner-entries__hint'>{hint}</Text>
        </View>
      ))}
    </View>
  )
}
