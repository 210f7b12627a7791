import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { openPage } from '@/core/navigation'
import { useToken } from '@/core/session'
import { ActivityInfo, RegisterForm, RegisterRecords, useActivityDetail } from '@/features/activity'
import { formatDate } from '@/utils'
import { LoginPrompt } from '@/shared/login-prompt'
import { PageShell } from '@/shared/page-shell'
import { toast } from '@/shared/toast'
import { paths } from '@/routes'

function Detail({ hash, loggedIn }: { hash: string; loggedIn: boolean }) {
  const { detail, error, load } = useActivityDetail(hash, loggedIn)
  const me = detail?.me
  const record = me?.record
  return (
    <PageShell loading={!detail && !error} error={!detail && error} onRetry={() => void load()}>
      {detail && (
        <>
          <ActivityInfo activity={detail.activity} valid={detail.valid} />
          {!loggedIn && <LoginPrompt text='登录后即可报名活动' />}
          {record && (
            <View className='activity-registered' role='status'>
              <Text className='activity-registered__title'>你已报名该活动</Text>
              <Text className='activity-registered__text'>
                {record.name} {record.mobile} · 同行 {record.companions} 人 · {formatDate(record.createdAt)}
              </Text>
            </View>
          )}
          {me && !record && detail.valid.valid && (
            <RegisterForm
              activityId={detail.activity.id}
              name={me.displayName}
              mobile={me.mobile}
              onDone={() => {
                toast('报名成功', 'success')
                void load()
              }}
            />
          )}
          {detail.records && <RegisterRecords records={detail.records} />}
          <View
            className='activity-link'
            role='link'
            onClick={() => void openPage(paths.infoCapture(`activity-${detail.activity.id}`))}
          >
            想了解车型与购车优惠？留下联系方式 ›
          </View>
        </>
      )}
    </PageShell>
  )
}

/** An activity opened from its share link (`?hash=`): details, registration and my records. */
export default function ActivityDetailPage() {
  const { params } = useRouter()
  const loggedIn = Boolean(useToken())
  if (!params.hash) return <PageShell error='活动链接不完整，缺少活动标识' />
  return <Detail hash={params.hash} loggedIn={loggedIn} />
}
