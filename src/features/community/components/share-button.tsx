import type { ReactNode } from 'react'
import { Button, View } from '@tarojs/components'

/**
 * In the mini-program only a button of open-type share opens WeChat's share sheet; in a browser
 * any tappable view will do (the handler copies the link).
 */
export function ShareButton({ className, onShare, children }: { className: string; onShare: () => void; children: ReactNode }) {
  if (process.env.TARO_ENV === 'weapp') {
    return (
      <Button className={`${className} cm-share-button`} openType='share' onClick={onShare}>
        {children}
      </Button>
    )
  }
  return (
    <View className={className} role='button' aria-label='分享' onClick={onShare}>
      {children}
    </View>
  )
}
