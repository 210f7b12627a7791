import { Button, type ButtonProps } from '@/shared/button'

export interface LaunchAppButtonProps {
  className?: string
  /** The kit's look (ShareButton takes the same). */
  look?: Pick<ButtonProps, 'variant' | 'size' | 'tone'>
  /** What the brand app receives when WeChat opens it (launchApp's app-parameter). */
  appParameter: string
  /** The app cannot be opened from here: a tap in H5, WeChat's refusal in the mini-program. */
  onUnavailable: () => void
}

/**
 * A button that continues in the brand app. A web page cannot open the app, so in H5 it offers
 * the download (`onUnavailable`); the mini-program build takes index.weapp.tsx (WeChat's
 * launch-app button).
 */
export function LaunchAppButton({ className, look, onUnavailable }: LaunchAppButtonProps) {
  return (
    <Button {...look} className={className} onClick={onUnavailable}>
      下载 App
    </Button>
  )
}
