import { useRouter } from '@tarojs/taro'
import { queryId } from '@/core/navigation'
import { MuseumJournalScreen } from '@/features/museum'

/** 期刊专题: ?id= the journal issue. */
export default function JournalSpecialDetailPage() {
  const { params } = useRouter()
  return <MuseumJournalScreen id={queryId(params.id)} />
}
