import type { CollectedInfo } from '@api/privacy'
import { Text } from '@tarojs/components'
import { Panel } from '@/shared/panel'
import { StatusTag } from '@/shared/status-tag'
import './collected-item.scss'

/** One piece of personal information: why it is collected, whether it may be refused, who gets it. */
export function CollectedItem({ item }: { item: CollectedInfo }) {
  return (
    <Panel
      className='privacy-item'
      // Under its scenario's heading.
      level={3}
      title={<Text className='privacy-item__name'>{item.name}</Text>}
      extra={
        <StatusTag className='privacy-item__need' tone={item.required ? 'info' : 'muted'}>
          {item.required ? '必要' : '可选'}
        </StatusTag>
      }
    >
      <Text className='privacy-item__purpose'>用途：{item.purpose}</Text>
      <Text className='privacy-item__receivers'>
        {item.receivers.length ? `提供给第三方：${item.receivers.join('、')}` : '不提供给第三方'}
      </Text>
    </Panel>
  )
}
