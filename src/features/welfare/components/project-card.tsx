import type { WelfareProject } from '@api/user'
import { Text, View } from '@tarojs/components'
import { TappableCard } from '@/shared/card'
import { Img } from '@/shared/img'
import { StatusTag } from '@/shared/status-tag'
import { PROJECT_STATES } from '../labels'
import { ProjectProgress } from './project-progress'
import './project-card.scss'

/** A public-welfare project in the society's list; the whole card opens its page to share. */
export function ProjectCard({ project: p, onOpen }: { project: WelfareProject; onOpen: () => void }) {
  const [label, tone] = PROJECT_STATES[p.state]
  return (
    <TappableCard className='welfare-project' label={p.title} onTap={onOpen} flush>
      <Img className='welfare-project__cover' src={p.cover} alt='' mode='aspectFill' lazyLoad />
      <View className='welfare-project__body'>
        <View className='welfare-project__head'>
          <Text className='welfare-project__title'>{p.title}</Text>
          <StatusTag tone={tone}>{label}</StatusTag>
        </View>
        <ProjectProgress project={p} />
        <Text className='welfare-project__meta'>{`${p.place} · ${p.startDate} 开始`}</Text>
      </View>
    </TappableCard>
  )
}
