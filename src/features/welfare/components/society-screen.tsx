import { Text, View } from '@tarojs/components'
import { currentUrl, openPage } from '@/core/navigation'
import { loginPageUrl, useToken } from '@/core/session'
import { paths } from '@/routes'
import { Button } from '@/shared/button'
import { Img } from '@/shared/img'
import { Screen } from '@/shared/screen'
import { useMyWelfare, useSociety } from '../hooks'
import { joinAction } from '../labels'
import { ProjectCard } from './project-card'
import './society-screen.scss'

/** The join button: what it says depends on where I stand (a member, under review, neither). */
function JoinBar() {
  const token = useToken()
  const mine = useMyWelfare()
  const { label, to } = joinAction(Boolean(token), mine.data)
  const go = () => void openPage(to === 'login' ? loginPageUrl(currentUrl()) : to)
  return (
    <View className='welfare-society__bar'>
      <Button className='welfare-society__join' variant='primary' loading={Boolean(token) && mine.data === undefined && mine.loading} onClick={go}>
        {label}
      </Button>
    </View>
  )
}

/** The society: its cover and mission, members and hours, its projects (each opens its share page), and the way to join. */
export function WelfareSocietyScreen() {
  const society = useSociety()
  const s = society.data
  return (
    <Screen load={society}>
      {s && (
        <View className='welfare-society'>
          <Img className='welfare-society__cover' src={s.cover} alt='' mode='aspectFill' />
          <View className='welfare-society__intro'>
            <View className='welfare-society__name' role='heading' aria-level={1}>
              {s.name}
            </View>
            <Text className='welfare-society__mission'>{s.mission}</Text>
            <View className='welfare-society__figures'>
              <View className='welfare-society__figure'>
                <Text className='welfare-society__value'>{s.memberCount}</Text>
                <Text className='welfare-society__label'>会员</Text>
              </View>
              <View className='welfare-society__figure'>
                <Text className='welfare-society__value'>{s.totalHours}</Text>
                <Text className='welfare-society__label'>志愿时长（小时）</Text>
              </View>
            </View>
          </View>
          <View className='welfare-society__heading' role='heading' aria-level={2}>
            公益项目
          </View>
          {s.projects.length === 0 && <Text className='welfare-society__empty'>暂无公益项目，敬请期待</Text>}
          {s.projects.map((p) => (
            <ProjectCard key={p.id} project={p} onOpen={() => void openPage(paths.welfareShare(p.id))} />
          ))}
          <JoinBar />
        </View>
      )}
    </Screen>
  )
}
