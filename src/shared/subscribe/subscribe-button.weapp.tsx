import { useEffect, useState, type ReactElement } from 'react'
import { fetchFrontConfig } from '@/core/tenant'
import { Button } from '@/shared/button'
import { toast } from '@/shared/toast'
import { useWrite } from '@/shared/use-write'
import { askAlone, templateToAsk } from './ask'
import type { SubscribeButtonProps } from './button-props'
import './subscribe-button.scss'

/**
 * A tap that asks WeChat for one message about something the user waits for with nothing to send
 * (a service order moves on at the workshop). Shown only while there is something to ask: not
 * to a guest, nor once this target was asked about, the template refused or messages turned off.
 */
export function SubscribeButton({ scene, target, children, doneText }: SubscribeButtonProps): ReactElement | null {
  // Drawn again once the config is read (the template), and after an answer (asked: gone).
  const [, redraw] = useState(0)
  useEffect(() => {
    fetchFrontConfig().then(() => redraw((n) => n + 1), () => undefined)
  }, [])
  const ask = useWrite(() => askAlone(scene, target), {
    onDone: (answer) => {
      if (answer === 'accept') toast(doneText, 'success')
      redraw((n) => n + 1)
    },
  })
  if (!templateToAsk(scene, String(target))) return null
  return (
    <Button className='subscribe-button' variant='secondary' size='m' loading={ask.busy} onClick={() => void ask.run()}>
      {children}
    </Button>
  )
}
