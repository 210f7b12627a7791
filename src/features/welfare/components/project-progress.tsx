import type { WelfareProject } from '@api/user'
import { Text, View } from '@tarojs/components'
import { progressPercent } from '../labels'

/** Volunteer hours given against the target, as a bar and in words. */
export function ProjectProgress({ project }: { project: WelfareProject }) {
  const percent = progressPercent(project)
  return (
    <View className='welfare-progress'>
      <View className='welfare-progress__track' role='progressbar' aria-label='志愿时长进度' aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <View className='welfare-progress__bar' style={{ width: `${percent}%` }} />
      </View>
      <Text className='welfare-progress__text'>{`已完成 ${project.doneHours} / ${project.targetHours} 小时 · ${project.volunteers} 位志愿者`}</Text>
    </View>
  )
}
