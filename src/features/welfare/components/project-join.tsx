import type { WelfareProject } from '@api/user'
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { currentUrl, openPage } from '@/core/navigation'
import { loginPageUrl, useToken } from '@/core/session'
import { paths } from '@/routes'
import { Button } from '@/shared/button'
import { Panel } from '@/shared/panel'
import { StatusTag } from '@/shared/status-tag'
import { useMySignups, useMyWelfare } from '../hooks'
import { projectJoin } from '../labels'
import { SIGNUP_RULE_TEXT } from '../signup-rules'
import { SignupForm } from './signup-form'
import './signup.scss'

/**
 * The project page's way in, for whoever opened it (a friend's share too): a login; apply to the
 * society first; where my sign-up stands; why nobody may join now; or the sign-up form.
 */
export function ProjectJoin({ project }: { project: WelfareProject }) {
  const token = useToken()
  const mine = useMyWelfare()
  const signups = useMySignups()
  const [open, setOpen] = useState(false)
  const join = projectJoin(project, Boolean(token), mine.data, signups.data, Date.now())
  const go = (to: string) => () => void openPage(to)
  return (
    <Panel className='welfare-join' title='报名参加' extra={join.kind === 'signed' ? <StatusTag tone='accent'>已报名</StatusTag> : undefined}>
      {join.text && <Text className='welfare-join__text'>{join.text}</Text>}
      {join.kind === 'login' && (
        <Button className='welfare-join__action' variant='primary' onClick={go(loginPageUrl(currentUrl()))}>
          登录后报名
        </Button>
      )}
      {join.kind === 'loading' && (
        <Button className='welfare-join__action' variant='primary' loading>
          我要报名
        </Button>
      )}
      {join.kind === 'apply' && (
        <View className='welfare-join__apply'>
          <Text className='welfare-join__rule'>{SIGNUP_RULE_TEXT}</Text>
          <Button className='welfare-join__action' variant='primary' onClick={go(paths.welfareApply())}>
            先加入福利社
          </Button>
        </View>
      )}
      {join.kind === 'reviewing' && (
        <Button className='welfare-join__action' variant='primary' onClick={go(paths.welfare())}>
          查看申请进度
        </Button>
      )}
      {join.kind === 'signed' && (
        <Button className='welfare-join__action' variant='primary' onClick={go(paths.welfare())}>
          查看我的报名
        </Button>
      )}
      {join.kind === 'closed' && (
        <Button className='welfare-join__action' variant='primary' disabled>
          {join.text}
        </Button>
      )}
      {join.kind === 'open' &&
        (open ? (
          <SignupForm project={project} memberMobile={mine.data?.application?.mobile ?? ''} onDone={() => setOpen(false)} />
        ) : (
          <Button className='welfare-join__action' variant='primary' onClick={() => setOpen(true)}>
            我要报名
          </Button>
        ))}
    </Panel>
  )
}
