import { Text, View } from '@tarojs/components'
import { openPage } from '@/core/navigation'
import { paths } from '@/routes'
import { Button } from '@/shared/button'
import { Img } from '@/shared/img'
import { Screen } from '@/shared/screen'
import { ShareButton, sharePage, usePageShare } from '@/shared/share'
import { StatusTag } from '@/shared/status-tag'
import { useQuery } from '@/shared/use-load'
import { PROJECT_STATES } from '../labels'
import { welfareProjectQuery } from '../queries'
import { welfareShareData } from '../share'
import { ProjectJoin } from './project-join'
import { ProjectProgress } from './project-progress'
import './share-screen.scss'

/** A project's page to invite others: what it is, how far it got, the way to join it, and share it on or go to the society. */
export function WelfareShareScreen({ id }: { id: number | undefined }) {
  const project = useQuery(welfareProjectQuery, id !== undefined && [id])
  const p = project.data
  // Before the project is read, WeChat still gets this page (the title follows once it is in).
  usePageShare(p ? welfareShareData(p) : { title: '邀你一起参与车主公益', path: id === undefined ? undefined : paths.welfareShare(id) })
  return (
    <Screen missing={id === undefined && '缺少公益项目 id，无法打开'} unknown='该公益项目不存在或已下线' load={project}>
      {p && (
        <View className='welfare-share'>
          <Img className='welfare-share__cover' src={p.cover} alt='' mode='aspectFill' />
          <View className='welfare-share__card'>
            <Text className='welfare-share__invite'>车友邀请你一起参与公益</Text>
            <View className='welfare-share__head'>
              <View className='welfare-share__title' role='heading' aria-level={1}>
                {p.title}
              </View>
              <StatusTag tone={PROJECT_STATES[p.state][1]}>{PROJECT_STATES[p.state][0]}</StatusTag>
            </View>
            <Text className='welfare-share__summary'>{p.summary}</Text>
            <ProjectProgress project={p} />
            <Text className='welfare-share__meta'>{`地点：${p.place}`}</Text>
            <Text className='welfare-share__meta'>{`开始日期：${p.startDate}`}</Text>
          </View>
          <ProjectJoin project={p} />
          <View className='welfare-share__actions'>
            <ShareButton
              className='welfare-share__share'
              as='button'
              look={{ variant: 'primary' }}
              label='分享给好友'
              onShare={() => void sharePage({ ...welfareShareData(p), text: p.summary })}
            >
              邀请好友参与
            </ShareButton>
            <Button className='welfare-share__society' variant='secondary' onClick={() => void openPage(paths.welfareSociety())}>
              了解车主公益福利社
            </Button>
          </View>
        </View>
      )}
    </Screen>
  )
}
