import { View } from '@tarojs/components'
import { goBack } from '@/core/navigation'
import { Screen, StateView } from '@/shared/screen'
import { useQuery } from '@/shared/use-load'
import { Staged } from '@/shared/when-visible'
import { knownFloors } from '../floors'
import { floorPageQuery } from '../queries'
import { FloorView } from './floor-views'
import './floor-screen.scss'

/** 楼层页: a page the operator assembles from floors (banner, entries, goods, articles, image). */
export function FloorScreen({ id }: { id?: number }) {
  const page = useQuery(floorPageQuery, id !== undefined && [id])
  const p = page.data
  const floors = p ? knownFloors(p.floors) : []
  return (
    <Screen title={p?.title || undefined} missing={id === undefined && '页面参数缺失：链接里没有楼层页面的 id，无法打开'} unknown='该页面不存在或已下线' load={page}>
      {p &&
        (floors.length ? (
          // The operator's background colour is data, not a token (types/api/domain-floor.ts).
          <View className='floor-body' style={p.background ? { background: p.background } : undefined}>
            {/* A floor a task: all of them at once were one task of 25 to 45 ms at 1x (issue 42). */}
            <Staged>
              {floors.map((f) => (
                <FloorView key={f.id} floor={f} />
              ))}
            </Staged>
          </View>
        ) : (
          <StateView title='暂无内容' text='此页面暂无内容，运营配置好后就会显示，请稍后再来看看' retryText='返回' onRetry={() => void goBack()} />
        ))}
    </Screen>
  )
}
