import { View } from '@tarojs/components'
import { Button } from '@/shared/button'
import { Screen } from '@/shared/screen'
import { ShareButton, sharePage, usePageShare } from '@/shared/share'
import { paths } from '@/routes'
import { useClassmates } from '../hooks/use-classmates'
import { openAuthor, openClassmates } from '../navigate'
import { ClassmatesCard } from './classmates-card'
import { HelpProgress } from './help-progress'
import './screen.scss'

/** The page a help link opens: the group, its progress, one help per user, and pass it on. */
export function ShareHelpScreen({ id }: { id: number | undefined }) {
  const group = useClassmates(id)
  const g = group.data
  const title = g ? `快来为「${g.name}」助力！` : '快来助力！'
  usePageShare({ title, path: id ? paths.shareHelp(id) : undefined })
  const done = Boolean(g && g.helped)
  return (
    <Screen missing={id === undefined && '缺少同学会 id，无法打开'} unknown='该同学会不存在或已解散' load={group}>
      {g && (
        <View className='cm-screen'>
          <ClassmatesCard group={g} onMember={openAuthor} onOpen={() => openClassmates(g.id)} />
          <HelpProgress helpNum={g.helpNum} helpTarget={g.helpTarget} />
          <View className='cm-class-actions'>
            <Button
              className={`cm-class-actions__btn cm-help-button${done ? ' cm-class-actions__btn--done' : ''}`}
              variant='primary'
              disabled={done || group.helping}
              onClick={() => void group.help()}
            >
              {done ? '已助力' : group.helping ? '助力中…' : '为TA助力'}
            </Button>
            <ShareButton className='cm-class-actions__btn cm-share-link' as='button' look={{ variant: 'secondary' }} label='分享' onShare={() => void sharePage({ title, text: g.name, path: paths.shareHelp(g.id) })}>
              分享给好友
            </ShareButton>
          </View>
        </View>
      )}
    </Screen>
  )
}
