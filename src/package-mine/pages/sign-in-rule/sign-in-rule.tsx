import { useRouter } from '@tarojs/taro'
import { useToken } from '@/core/session'
import { RuleText, signInTaskQuery } from '@/features/sign-in'
import { Screen } from '@/shared/screen'
import { useQuery } from '@/shared/use-load'

const RULE_FAILED = new Error('签到规则暂时无法加载')

function Rule({ scene }: { scene?: string }) {
  const rule = useQuery(signInTaskQuery, [scene])
  const task = rule.data
  // loadTask answers false when the call failed (spec §8: swallowed).
  return (
    <Screen load={{ ...rule, data: task || undefined, error: task === false ? RULE_FAILED : rule.error }}>
      {task && <RuleText task={task} />}
    </Screen>
  )
}

/** The rule text of the sign-in task (taskRuleDesc of load-one; `?sceneCode=` for another task). */
export default function SignInRulePage() {
  const { params } = useRouter()
  if (!useToken()) {
    return <Screen login='登录后查看签到规则' />
  }
  return <Rule scene={params.sceneCode || undefined} />
}
