import type { WelfareMine } from '@api/user'
import { View } from '@tarojs/components'
import { openPage } from '@/core/navigation'
import { paths } from '@/routes'
import { Button } from '@/shared/button'
import { Screen, StateView } from '@/shared/screen'
import { useMyWelfare, useSociety } from '../hooks'
import { ApplicationState } from './application-state'
import { MemberCard } from './member-card'
import { MySignups } from './my-signups'
import './check-screen.scss'

/** Not a member: where my application stands and what to do next, or the way to join. */
function NotMember({ mine }: { mine: WelfareMine }) {
  const a = mine.application
  if (!a) {
    return <StateView title='你还不是福利社会员' text='加入车主公益福利社，和车友一起参与公益、累计志愿时长' retryText='了解并加入' onRetry={() => void openPage(paths.welfareSociety())} />
  }
  const [text, to] = a.state === 'rejected' ? ['重新申请', paths.welfareApply()] : ['看看公益项目', paths.welfareSociety()]
  return (
    <View className='welfare-check'>
      <ApplicationState application={a} />
      <Button className='welfare-check__action' variant='primary' onClick={() => void openPage(to)}>
        {text}
      </Button>
    </View>
  )
}

/** My membership: the card (total volunteer hours), the projects I gave hours to, my sign-ups; not a member, my application's state or the way to join. */
export function WelfareCheckScreen() {
  const mine = useMyWelfare()
  const society = useSociety()
  const membership = mine.data?.membership
  // The card names the society: a member's page waits for that read too.
  return (
    <Screen login='登录后查看我的福利社会员卡' load={membership ? [mine, society] : mine}>
      {mine.data &&
        (membership ? (
          <View>
            <MemberCard membership={membership} societyName={society.data?.name ?? ''} />
            <MySignups />
          </View>
        ) : (
          <NotMember mine={mine.data} />
        ))}
    </Screen>
  )
}
