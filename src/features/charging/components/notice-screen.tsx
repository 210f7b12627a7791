import type { ChargingNotice } from '@api/charging'
import { Text, View } from '@tarojs/components'
import { Button } from '@/shared/button'
import { redirectTo } from '@/core/navigation'
import { paths } from '@/routes'
import { ConsentField, chosen, noDraft, on, useForm } from '@/shared/form'
import { Panel } from '@/shared/panel'
import { Screen } from '@/shared/screen'
import { SafeRichText } from '@/shared/rich-text'
import { useQuery } from '@/shared/use-load'
import { formatDate } from '@/utils'
import { chargingNoticeQuery } from '../queries'
import { useNoticeAgreed } from '../atoms'
import { NOTICE_TITLE } from '../constants'
import './lines.scss'
import './notice-screen.scss'

const RULES = { agreed: on<{ agreed: boolean }, 'agreed'>('agreed', chosen('请先阅读并勾选同意安装须知')) }

function Notice({ notice }: { notice: ChargingNotice }) {
  const [agreed, setAgreed] = useNoticeAgreed()
  const form = useForm({ initial: { agreed }, rules: RULES, draft: noDraft('chargingNotice') })
  const agree = (next: boolean) => {
    form.set({ agreed: next })
    setAgreed(next)
  }
  // The form page takes this one's place: back from it leads where the notice was opened from.
  const apply = () => void form.submit(() => redirectTo(paths.chargingApply()))
  return (
    <View className='charging-notice'>
      <Panel>
        <Text className='charging-notice__title'>{notice.title}</Text>
        <Text className='charging-line'>更新于 {formatDate(notice.updatedAt)}</Text>
        <SafeRichText className='charging-notice__body' html={notice.html} />
      </Panel>
      <View className='charging-notice__bar'>
        <ConsentField agreement={NOTICE_TITLE} checked={form.values.agreed} error={form.errors.agreed} onChange={agree} />
        <Button className='charging-notice__apply' variant='primary' onClick={apply}>
          同意并申请
        </Button>
      </View>
    </View>
  )
}

/** 安装须知: what the owner must prepare, an agreement to tick, then the application form. */
export function ChargingNoticeScreen() {
  const notice = useQuery(chargingNoticeQuery, [])
  return (
    <Screen load={notice}>
      {notice.data && <Notice notice={notice.data} />}
    </Screen>
  )
}
