import { Button } from '@tarojs/components'
import { openPage } from '@/core/navigation'
import type { StatusTone } from '@/shared/status-tag'
import './records-action.scss'

/** The white block the record rows sit in (TabbedListScreen's listClassName). */
export const RECORD_LIST_CLASS = 'invite-record-list'

/** The way to make the first record, offered on an empty list (去邀请好友, 去推荐好友). */
export function RecordsAction({ text, url }: { text: string; url: string }) {
  return (
    <Button className='invite-record-list__retry' onClick={() => void openPage(url)}>
      {text}
    </Button>
  )
}

/** 已购车 (status 3) is what earns the big reward; the steps before it are under way. */
export const recordTone = (status: number): StatusTone => (status === 3 ? 'accent' : 'info')
