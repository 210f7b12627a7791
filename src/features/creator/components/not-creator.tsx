import type { CreatorHome } from '@api/posts'
import { openPage } from '@/core/navigation'
import { paths } from '@/routes'
import { MemberJoin } from '@/shared/member'
import { ApplicationState } from './application-state'

/** Not a creator yet: what being one brings, where my application stands, and the way to apply. */
export function NotCreator({ home }: { home: CreatorHome }) {
  const { application } = home
  const action = !application ? '成为创作者' : application.state === 'rejected' ? '修改后重新申请' : '查看申请'
  return (
    <MemberJoin
      title='成为品牌创作者'
      text='绑定你在其他平台的创作账号，通过审核后即可发布作品、参与创作活动、赢取奖励。'
      benefits={home.benefits}
      state={application && <ApplicationState application={application} />}
      action={action}
      onAction={() => void openPage(paths.creatorApply())}
    />
  )
}
