import { View } from '@tarojs/components'
import { Button } from '@/shared/button'
import { Screen } from '@/shared/screen'
import { useClassmates } from '../hooks/use-classmates'
import { openAuthor, openShareHelp } from '../navigate'
import { ClassmatesCard } from './classmates-card'
import { HelpProgress } from './help-progress'
import './screen.scss'

/** A classmates group: who they are, its members, and the way to ask friends for help. */
export function ClassmatesScreen({ id }: { id: number | undefined }) {
  const group = useClassmates(id)
  const g = group.data
  return (
    <Screen title={g?.name} missing={id === undefined && '缺少同学会 id，无法打开'} unknown='该同学会不存在或已解散' load={group}>
      {g && (
        <View className='cm-screen'>
          <ClassmatesCard group={g} onMember={openAuthor} />
          <HelpProgress helpNum={g.helpNum} helpTarget={g.helpTarget} />
          <View className='cm-class-actions'>
            <Button className='cm-class-actions__btn' variant='primary' onClick={() => openShareHelp(g.id)}>
              邀请好友助力
            </Button>
          </View>
        </View>
      )}
    </Screen>
  )
}
