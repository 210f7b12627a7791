import { View } from '@tarojs/components'
import { openPage } from '@/core/navigation'
import { paths } from '@/routes'
import { Button } from '@/shared/button'
import { Screen, StateView } from '@/shared/screen'
import { useCreatorHome } from '../hooks'
import { ApplicationState } from './application-state'
import { ApplyForm } from './apply-form'
import './apply-form.scss'

/**
 * Become a creator: the form to bind accounts; once sent, where the application stands. A rejected
 * application shows its reason above the form, filled in with what was sent.
 */
export function CreatorApplyScreen() {
  const home = useCreatorHome()
  const data = home.data
  const application = data?.application ?? null
  const toCentre = (
    <Button className='creator-apply__centre' variant='secondary' onClick={() => void openPage(paths.creatorCenter())}>
      进入创作者中心
    </Button>
  )
  return (
    <Screen login='登录后申请成为创作者' load={home}>
      {data &&
        (data.profile ? (
          <StateView title='你已是创作者' text='去创作者中心发布作品、查看数据吧' retryText='进入创作者中心' onRetry={() => void openPage(paths.creatorCenter())} />
        ) : application?.state === 'reviewing' ? (
          <View>
            <ApplicationState application={application} />
            {toCentre}
          </View>
        ) : (
          <View>
            {application && <ApplicationState application={application} />}
            <ApplyForm home={data} onApplied={(a) => home.setData((h) => h && { ...h, application: a })} />
          </View>
        ))}
    </Screen>
  )
}
