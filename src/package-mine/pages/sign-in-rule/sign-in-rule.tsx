import { useCallback, useEffect, useState } from 'react'
import { useRouter } from '@tarojs/taro'
import type { TaskInfo } from '@api/user'
import { useToken } from '@/core/session'
import { loadTask, RuleText } from '@/features/sign-in'
import { LoginPrompt } from '@/shared/login-prompt'
import { PageShell } from '@/shared/page-shell'

function Rule({ scene }: { scene?: string }) {
  const [task, setTask] = useState<TaskInfo | false>()
  const load = useCallback(() => {
    setTask(undefined)
    void loadTask(scene).then(setTask)
  }, [scene])
  useEffect(load, [load])
  return (
    <PageShell loading={task === undefined} error={task === false ? '签到规则暂时无法加载' : undefined} onRetry={load}>
      {task && <RuleText text={task.taskRuleDesc} />}
    </PageShell>
  )
}

/** The rule text of the sign-in task (taskRuleDesc of load-one; `?sceneCode=` for another task). */
export default function SignInRulePage() {
  const { params } = useRouter()
  if (!useToken()) {
    return (
      <PageShell>
        <LoginPrompt text='登录后查看签到规则' />
      </PageShell>
    )
  }
  return <Rule scene={params.sceneCode || undefined} />
}
