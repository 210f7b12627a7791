// Pages assembled from floors (pages/cusfloor/index?id=). Goods and article floors name seeded
// ids only; the route fills in their names, prices and covers from the tables, so a floor
// always shows what the goods page and the article page show. Page 1501 has a floor of a type
// the app does not know (a live stream) in the middle; page 1502 is configured with no floors.
import type { BannerFloor, EntryFloor, ImageFloor } from '../../types/api/domain-floor'
import { img } from './img'

export interface GoodsFloorRow { type: 'goods'; id: number; title: string; goodsIds: number[] }
export interface ArticleFloorRow { type: 'articles'; id: number; title: string; articleIds: number[] }
export type FloorRow = BannerFloor | EntryFloor | ImageFloor | GoodsFloorRow | ArticleFloorRow | { type: string; id: number; [key: string]: unknown }

export interface FloorPageRow {
  id: number
  title: string
  background: string
  floors: FloorRow[]
}

export const FLOOR_PAGE = 1501
export const EMPTY_FLOOR_PAGE = 1502
/** The goods of page 1501's goods floor, in order (on shelf, not sold out). */
export const FLOOR_GOODS = [1002, 1003, 1013, 1016, 1019]
export const FLOOR_ARTICLES = [502, 504, 501]

const goodsLink = (id: number) => `/package-mall/pages/goods-detail/index?id=${id}`

export function seedFloorPages(): FloorPageRow[] {
  return [
    {
      id: FLOOR_PAGE, title: '冬季用车关怀季', background: '#eef3f8',
      floors: [
        {
          type: 'banner', id: 1, items: [
            { imageUrl: img('banners', 'floor-winter-1', '冬季关怀 · 免费检测'), title: '冬季免费检测', link: '/package-car/pages/test-drive/index' },
            { imageUrl: img('banners', 'floor-winter-2', '真皮座椅套 冬季特惠'), title: '真皮座椅套冬季特惠', link: goodsLink(1002) },
            { imageUrl: img('banners', 'floor-winter-3', '家用充电桩 安装无忧'), title: '家用充电桩安装无忧', link: goodsLink(1019) },
          ],
        },
        {
          type: 'entries', id: 2, title: '关怀服务', items: [
            { iconUrl: img('icons', 'floor-test-drive', '试驾'), title: '预约试驾', link: '/package-car/pages/test-drive/index' },
            { iconUrl: img('icons', 'floor-dealers', '门店'), title: '附近门店', link: '/package-car/pages/choice-stores/choice-stores' },
            { iconUrl: img('icons', 'floor-sign-in', '签到'), title: '每日签到', link: '/package-mine/pages/sign-in/sign-in' },
            { iconUrl: img('icons', 'floor-categories', '分类'), title: '全部分类', link: '/pages/category-list/category-list' },
            { iconUrl: img('icons', 'floor-guide', '指南'), title: '车主指南', link: 'https://h5.ev-brand.cn/owner/guide' },
          ],
        },
        { type: 'goods', id: 3, title: '冬季好物', goodsIds: FLOOR_GOODS },
        { type: 'live-stream', id: 4, roomId: 'live-2025-winter', title: '冬季用车直播间' },
        { type: 'articles', id: 5, title: '冬季用车指南', articleIds: FLOOR_ARTICLES },
        {
          type: 'image', id: 6, imageUrl: img('banners', 'floor-winter-charge', '冬季充电 三招省心'), title: '冬季充电三招省心',
          ratio: 0.4, link: '/package-community/pages/article-detail/article-detail?id=502',
        },
      ],
    },
    { id: EMPTY_FLOOR_PAGE, title: '新春活动（筹备中）', background: '', floors: [] },
  ]
}
