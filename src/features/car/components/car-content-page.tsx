import { useRouter } from '@tarojs/taro'
import { queryId } from '@/core/navigation'
import { findRoute, paths } from '@/routes'
import { Screen } from '@/shared/screen'
import { useCarContent } from '../use-car-content'
import { useContentShare } from '../use-content-share'
import { AppHandover } from './app-handover'
import { CarContentView } from './car-content-view'

/** Both car intro routes: `?id=` is the vehicle type; `toApp` adds the hand-over to the native app. */
export function CarContentPage({ toApp = false }: { toApp?: boolean }) {
  const { params, path } = useRouter()
  const id = queryId(params.id)
  const page = useCarContent(id)
  const share = useContentShare(page.content, (toApp ? paths.carDetailToApp : paths.carDetail)(id), page.recordShare)

  return (
    <Screen title={page.content?.name ?? findRoute(path)?.title} missing={id === undefined && '缺少车型参数，无法打开车型详情'} unknown='该车型不存在或已下架' load={page.load}>
      {toApp && id !== undefined && <AppHandover appParameter={`vehicleType=${id}`} />}
      {page.content && page.stats && (
        <CarContentView
          content={page.content}
          stats={page.stats}
          pending={page.pending}
          onLike={() => void page.toggleLike()}
          onCollect={() => void page.toggleCollect()}
          onShare={share}
        />
      )}
    </Screen>
  )
}
