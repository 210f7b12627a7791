// Magazine issues and pages (the entry page browses them) and banners per position.
import type { Banner, MagazineIssue, MagazinePage } from '../../types/api/domain'
import { days, iso } from '../core/time'
import { FLOOR_PAGE } from './floors'
import { img } from './img'
import { yearlySeason } from './yearly'

const issueRows: [number, string, string, string][] = [
  [1, '2025 年第 3 期', '驶向春天', '春季自驾路线与新车 S9 上市特辑'],
  [2, '2025 年第 2 期', '冬日暖行', '冬季用车与冰雪自驾'],
  [3, '2025 年第 1 期', '新年新旅程', '年度车主故事合集'],
  [4, '2024 年第 12 期', '岁末回响', '2024 星驰大事记'],
  [5, '2024 年第 11 期', '山野之间', '露营与户外专题'],
]

export function seedMagazine(now: number): { issues: MagazineIssue[]; pages: MagazinePage[] } {
  const titles = ['封面', '卷首语', '新车速递', '车主故事', '用车课堂', '活动回顾', '封底']
  const issues: MagazineIssue[] = []
  const pages: MagazinePage[] = []
  for (const [id, issueNo, title, summary] of issueRows) {
    issues.push({
      id, issueNo, title: `《星驰》${title}`, summary, cover: img('magazine', `issue-${id}`, title),
      publishDate: iso(now - days((id - 1) * 30 + 3)).slice(0, 10), pageCount: titles.length,
    })
    titles.forEach((t, i) =>
      pages.push({
        id: id * 100 + i + 1, issueId: id, pageNo: i + 1, title: t,
        image: img('magazine', `issue-${id}-p${i + 1}`, `${title} · ${t}`),
        text: i === 0 ? summary : `${title}：${t}`,
        linkUrl: t === '新车速递' ? '/package-home/pages/info-car-intro-detail/index?id=2' : '',
      }),
    )
  }
  return { issues, pages }
}

/** `yearly`: shown in the yearly report's season only (its title names the year). */
type BannerRow = [position: string, title: string, linkType: Banner['linkType'], linkUrl: string, yearly?: true]

// The first rows keep their ids and order (the car tab's first three banners); new ones go last.
// A page link is '/<path>?<query>' of a route in src/routes.ts (tests/mock/links.test.ts).
const bannerRows: BannerRow[] = [
  ['home', '星驰 S9 全新上市', 'page', '/package-home/pages/info-car-intro-detail/index?id=2'],
  ['home', '预约试驾 赢好礼', 'page', '/package-car/pages/test-drive/index'],
  ['home', '车主节幸运大转盘', 'page', '/package-mine/pages/lottery-page/lottery-detail?activityId=301'],
  ['mall', '车主节限时秒杀', 'page', '/package-mall/pages/goods-detail/index?id=1003'],
  ['mall', '充电桩安装立减 300', 'page', '/package-mall/pages/goods-detail/index?id=1019'],
  ['mine', '推荐购车 赢万元好礼', 'page', '/package-activity/pages/recommend-purchase/index?activityId=401'],
  ['community', '#我的星驰提车日记#', 'page', '/package-community/pages/topic-detail/topic-detail?id=1'],
  ['community', '星驰官网', 'webview', 'https://h5.ev-brand.cn/'],
  ['home', '走进品牌博物馆', 'page', '/package-museum/hall'],
  ['home', '战队 PK 赛 火热进行中', 'page', '/pages/teamPk/components/generalList'],
  ['home', '年度报告', 'page', '/yearly-report/pages/index', true],
  // The floor page the operators assemble for the season (mock/seed/floors.ts).
  ['home', '冬季关怀 · 车主专场', 'page', `/pages/cusfloor/index?id=${FLOOR_PAGE}`],
]

export function seedBanners(now: number): Banner[] {
  const season = yearlySeason(now)
  return bannerRows.map(([position, name, linkType, linkUrl, yearly], i) => {
    // The banner route answers a banner within its window only: the report's is its season.
    const title = yearly ? `我的 ${season.year} ${name}` : name
    return {
      id: i + 1, title, position, linkType, linkUrl, sort: i + 1,
      image: img('banners', `banner-${i + 1}`, title),
      startTime: iso(yearly ? season.start : now - days(7)),
      endTime: iso(yearly ? season.end : now + days(60)),
    }
  })
}
