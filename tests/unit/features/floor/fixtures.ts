import type { FloorPage } from '@api/domain'

/** A page with every floor type this app knows, in a mixed order, and one it does not. */
export const FLOOR_PAGE: FloorPage = {
  id: 1501,
  title: '冬季焕新专题',
  background: '#f3efe6',
  floors: [
    { type: 'banner', id: 1, items: [{ imageUrl: 'b1.jpg', title: '冬季保养节', link: '/pages/car/car' }] },
    {
      type: 'entries',
      id: 2,
      title: '快捷入口',
      items: [
        { iconUrl: 'i1.svg', title: '预约保养', link: '/pages/mine/mine' },
        { iconUrl: 'i2.svg', title: '官方商城', link: 'https://shop.example.com/' },
      ],
    },
    { type: 'goods', id: 3, title: '精品推荐', items: [{ id: 88, name: '星驰全包围脚垫', mainImage: 'g.jpg', price: 19900, originPrice: 25900 }] },
    { type: 'live-stream', id: 4 },
    { type: 'articles', id: 5, title: '用车指南', items: [{ id: 501, title: '冬季胎压怎么调', cover: 'a.jpg', summary: '气温低了胎压会降', publishedAt: '2026-11-20T10:00:00+08:00' }] },
    { type: 'image', id: 6, imageUrl: 'p.jpg', title: '试驾有礼', ratio: 0.5, link: '/pages/car/car' },
  ],
}
