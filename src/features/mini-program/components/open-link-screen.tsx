import { useEffect, useRef, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { logError } from '@/core/log'
import { goBack } from '@/core/navigation'
import { Button } from '@/shared/button'
import { copyText } from '@/shared/clipboard'
import { openExternalUrl } from '@/shared/device'
import { launchMiniProgram } from '@/shared/open-mini-program'
import { Screen, StateView } from '@/shared/screen'
import type { LinkRequest } from '../link-query'
import './open-link-screen.scss'

const MISSING = '链接参数缺失，无法打开小程序'
const REFUSED = '这不是微信小程序链接（https://wxaurl.cn/…），为了你的安全，已拒绝打开'

type Step =
  | { at: 'opening' }
  | { at: 'done'; opened: boolean }
  | { at: 'link'; urlLink: string; opened: boolean }
  | { at: 'failed'; reason: string }

const reasonOf = (error: unknown) => (error instanceof Error && error.message ? error.message : '小程序暂时无法打开，请稍后再试')

/**
 * Opens another mini-program at once: in the mini-program WeChat asks the user (a cancel offers
 * 再次打开); in a browser through WeChat's URL Link, shown with 复制链接 in case the browser does
 * not follow it. A missing or foreign link is a message and the way back.
 */
export function OpenLinkScreen({ request }: { request: LinkRequest }) {
  const [step, setStep] = useState<Step>({ at: 'opening' })
  const started = useRef(false)

  const open = async () => {
    setStep({ at: 'opening' })
    if (request.kind === 'url-link') {
      setStep({ at: 'link', urlLink: request.urlLink, opened: openExternalUrl(request.urlLink) })
      return
    }
    if (request.kind !== 'mini-program') return
    try {
      const { opened, urlLink } = await launchMiniProgram(request.link)
      setStep(urlLink ? { at: 'link', urlLink, opened } : { at: 'done', opened })
    } catch (error) {
      logError('Opening a mini-program failed', request.link.appId, error)
      setStep({ at: 'failed', reason: reasonOf(error) })
    }
  }

  useEffect(() => {
    if (started.current) return
    started.current = true
    // A developer's mistake (spec §8): the console names it, the user gets the page below.
    if (request.kind === 'missing') console.error('[navigation] openUrlLink: the url argument is missing (appId and path, or urlLink)')
    else void open()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the page opens
  }, [])

  const back = () => void goBack()
  if (request.kind === 'missing') return <Screen><StateView title='无法打开' text={MISSING} retryText='返回' onRetry={back} /></Screen>
  if (request.kind === 'refused') return <Screen><StateView title='无法打开' text={REFUSED} retryText='返回' onRetry={back} /></Screen>

  return (
    <Screen>
      <View className='mini-program' role='status'>
        {step.at === 'opening' && <Text className='mini-program__title'>正在打开…</Text>}
        {step.at === 'done' && <Text className='mini-program__title'>{step.opened ? '已打开小程序' : '你已取消打开小程序'}</Text>}
        {step.at === 'failed' && (
          <>
            <Text className='mini-program__title'>小程序打开失败</Text>
            <Text className='mini-program__text'>{step.reason}</Text>
          </>
        )}
        {step.at === 'link' && (
          <>
            <Text className='mini-program__title'>{step.opened ? '正在前往微信…' : '浏览器未能打开微信'}</Text>
            <Text className='mini-program__text'>如未自动打开，请复制下方链接，在微信中打开</Text>
            <Text className='mini-program__link' userSelect>
              {step.urlLink}
            </Text>
            <Button className='mini-program__main' variant='primary' onClick={() => void copyText(step.urlLink)}>
              复制链接
            </Button>
          </>
        )}
        {(step.at === 'done' || step.at === 'failed') && (
          <Button className='mini-program__main' variant='primary' onClick={() => void open()}>
            再次打开
          </Button>
        )}
        {step.at !== 'opening' && (
          <Button className='mini-program__back' variant='secondary' onClick={back}>
            返回
          </Button>
        )}
      </View>
    </Screen>
  )
}
