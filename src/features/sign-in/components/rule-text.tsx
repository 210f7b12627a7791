import { Text, View } from '@tarojs/components'
import type { TaskInfo } from '@api/user'
import './sign-in.scss'

/** What each day of a streak gives: the daily points, and the bonus on its last day. */
export function streakTable(rewardPoint: number, streak: NonNullable<TaskInfo['streak']>): { day: number; points: number; bonus: boolean }[] {
  return Array.from({ length: streak.days }, (_, i) => {
    const bonus = i === streak.days - 1
    return { day: i + 1, points: rewardPoint + (bonus ? streak.bonusPoint : 0), bonus }
  })
}

function StreakTable({ task, streak }: { task: TaskInfo; streak: NonNullable<TaskInfo['streak']> }) {
  return (
    <View className='sign-in-rule__streak'>
      <Text className='sign-in-rule__heading'>连续签到奖励</Text>
      <View className='sign-in-rule__days' role='list'>
        {streakTable(task.rewardPoint, streak).map((d) => (
          <View key={d.day} className={`sign-in-rule__day${d.bonus ? ' sign-in-rule__day--bonus' : ''}`} role='listitem'>
            <Text className='sign-in-rule__points'>{`+${d.points}`}</Text>
            <Text className='sign-in-rule__label'>{`第 ${d.day} 天`}</Text>
          </View>
        ))}
      </View>
      <Text className='sign-in-rule__note'>{`每连续签到满 ${streak.days} 天多得 ${streak.bonusPoint} 积分，之后重新计起；断签后从第 1 天算。`}</Text>
    </View>
  )
}

/** A task's rule: its name, the streak's day-by-day points where it has one, then its rule text (plain, one rule a line). */
export function RuleText({ task }: { task: TaskInfo }) {
  const lines = task.taskRuleDesc.split('\n').map((l) => l.trim()).filter(Boolean)
  return (
    <View className='sign-in-rule'>
      <Text className='sign-in-rule__title'>{task.taskName}</Text>
      {task.streak && <StreakTable task={task} streak={task.streak} />}
      <Text className='sign-in-rule__heading'>规则说明</Text>
      {lines.map((line) => (
        <Text key={line} className='sign-in-rule__line'>
          {line}
        </Text>
      ))}
    </View>
  )
}
