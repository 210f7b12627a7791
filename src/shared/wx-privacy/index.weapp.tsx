import { useEffect, useState, useSyncExternalStore } from 'react'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { openPage } from '@/core/navigation'
import { findRoute, paths, routePath } from '@/routes'
import { Button } from '../button'
import { needOf } from './needs'
import { answerPrompt, askPrompt, pageOpened, promptState, watchPrompt } from './prompt'
import './index.scss'

// WeChat checks that the button whose id the answer names was tapped.
const AGREE_ID = 'wx-privacy-agree'
const POLICY = paths.agreement('privacy')

/**
 * Mini-program, at launch: WeChat holds a privacy API (location, album, camera, clipboard...) the
 * user has not agreed to yet and asks the app; the app's own popup answers (app.json
 * `__usePrivacyCheck__`). Base libraries before 2.32.3 lack the event and never hold a call.
 */
export function watchPrivacyAuthorization(): void {
  if (typeof Taro.onNeedPrivacyAuthorization !== 'function') return
  Taro.onNeedPrivacyAuthorization((resolve, info) => askPrompt(resolve, info.referrer))
}

const onPolicyPage = () => findRoute(Taro.getCurrentInstance().router?.path ?? '')?.path === routePath(POLICY)

/**
 * The popup, in every page's frame: what the feature needs and why, the privacy policy, 拒绝
 * and 同意 (WeChat's agreePrivacyAuthorization button). Not over the policy itself, opened from it.
 */
export function PrivacyPrompt(): JSX.Element | null {
  const [onPolicy] = useState(onPolicyPage)
  useEffect(pageOpened, [])
  const state = useSyncExternalStore(watchPrompt, promptState, promptState)
  if (!state || onPolicy) return null
  const need = needOf(state.referrer)
  return (
    <View className='wx-privacy' catchMove>
      <View className='wx-privacy__panel' role='dialog' aria-modal aria-label='隐私保护提示'>
        <Text className='wx-privacy__title'>隐私保护提示</Text>
        <View className='wx-privacy__text'>
          <Text>{`此功能需要使用你的${need.info}，用于${need.why}。请阅读`}</Text>
          <Text className='wx-privacy__link' onClick={() => void openPage(POLICY)}>
            《隐私政策》
          </Text>
          {/* No 同意 / 拒绝 here: those words are the buttons' alone. */}
          <Text>后选择；不授权也可以继续浏览其他内容。</Text>
        </View>
        <View className='wx-privacy__actions'>
          <Button className='wx-privacy__refuse' variant='secondary' onClick={() => answerPrompt({ event: 'disagree' })}>
            拒绝
          </Button>
          <Button
            id={AGREE_ID}
            className='wx-privacy__agree'
            variant='primary'
            openType='agreePrivacyAuthorization'
            onAgreePrivacyAuthorization={() => answerPrompt({ buttonId: AGREE_ID, event: 'agree' })}
          >
            同意
          </Button>
        </View>
      </View>
    </View>
  )
}
