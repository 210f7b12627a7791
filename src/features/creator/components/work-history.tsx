import type { WorkVersion } from '@api/posts'
import { Text, View } from '@tarojs/components'
import { Panel } from '@/shared/panel'
import { StatusTag } from '@/shared/status-tag'
import { formatDate } from '@/utils'
import { WORK_TAGS } from '../activity-labels'
import './work-history.scss'

/** 历史版本: the versions a work had before this one (each rejected, with why), newest first. */
export function WorkHistory({ versions }: { versions: WorkVersion[] }) {
  return (
    <Panel title='历史版本' className='creator-work-history'>
      {versions.map((v) => (
        <View key={v.id} className='creator-work-history__item'>
          <View className='creator-work-history__head'>
            <Text className='creator-work-history__name'>{`第 ${v.version} 版 · ${v.title}`}</Text>
            <StatusTag tone={WORK_TAGS[v.state].tone}>{WORK_TAGS[v.state].text}</StatusTag>
          </View>
          {v.rejectReason && <Text className='creator-work-history__reason'>{`未通过原因：${v.rejectReason}`}</Text>}
          <Text className='creator-work-history__time'>{`提交于 ${formatDate(v.createdAt)}`}</Text>
        </View>
      ))}
    </Panel>
  )
}
