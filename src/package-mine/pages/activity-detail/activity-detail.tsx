import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { openPage } from '@/core/navigation'
import { useToken } from '@/core/session'
import { activityHashOf, ActivityInfo, RegisterForm, RegisterRecords, useActivityDetail } from '@/features/activity'
import { formatDate } from '@/utils'
import { LoginPrompt } from '@/shared/login-prompt'
import { Screen } from '@/shared/screen'
import { toast } from '@/shared/toast'
import { paths } from '@/routes'

/** An activity opened from its share link (`?hash=`): details, registration and my records. */
export default function ActivityDetailPage() {
  const { params } = useRouter()
  const loggedIn = Boolean(useToken())
  const hash = activityHashOf(params.hash)
  const load = useActivityDetail(hash)
  const detail = load.data
  const me = detail?.me
  const record = me?.record
  return (
    <Screen
      missing={hash === undefined && (params.hash ? '活动链接有误，无法识别活动' : '活动链接不完整，缺少活动标识')}
      unknown='该活动不存在或已下线'
      load={load}
    >
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
                void load.reload()
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
          <View className='activity-link' role='link' onClick={() => void openPage(paths.activityHub())}>
            查看更多活动与我的报名 ›
          </View>
        </>
      )}
    </Screen>
  )
}
