// Community seed: topics, posts (images, video, topic tags, dealer posts), comments (some
// boutique, some replies), classmates groups and the words the text checks refuse.
import type { Topic } from '../../types/api/posts'
import type { ClassmatesRow, CommentRow, ContentRow } from '../state/db'
import { days, hours, iso } from '../core/time'
import { img } from './img'

const topicRows: [number, string, string, boolean][] = [
  [1, '我的星驰提车日记', '晒出你的提车瞬间', true],
  [2, '电车长途自驾', '续航、充电、路线全攻略', true],
  [3, '露营生活家', '带上车去看山海', false],
  [4, '用车小技巧', '老车主的经验分享', false],
  [5, '充电那些事', '家充、超充、换电都聊聊', true],
]

export function seedTopics(): Topic[] {
  return topicRows.map(([id, name, description, hot]) => ({
    id, name, description, hot, cover: img('covers', `topic-${id}`, `#${name}`), contentNum: 0, viewNum: 1000 * id + 321,
  }))
}

type PostRow = [id: number, author: number, title: string, text: string, topics: number[], imgs: number, video: boolean, dealer: number | null, location: string]

const postRows: PostRow[] = [
  [101, 1, '终于提车啦！', '等了 45 天，星驰 S7 星云灰终于到手，续航表显 700+，开心！', [1], 3, false, 1, '北京·东城'],
  [102, 2, '带娃去千岛湖', '远航 L6 一箱油一次电跑了 1100 公里，全程没有续航焦虑。', [2, 3], 4, false, null, '杭州·淳安'],
  [103, 4, '冬季续航实测', '零下 5 度，开暖风 22 度，高速 110 km/h，实际续航达成率 78%。', [2, 5], 1, false, null, '北京·海淀'],
  [104, 5, '湖边露营 vlog', '远航 L8 外放电煮火锅，夜里星空太美了。', [3], 0, true, null, '成都·都江堰'],
  [105, 6, '家充桩安装全过程', '物业证明、电力报装、施工验收，一篇讲清楚。', [5, 4], 6, false, 11, '杭州·滨江'],
  [106, 1, '周末去怀柔', '秋天的怀柔真美，S7 的底盘过弯很稳。', [2], 2, false, null, '北京·怀柔'],
  [107, 7, '轻风 Mini 停车神器', '老小区随便停，日常通勤一周才充一次电。', [4], 2, false, null, '成都·锦江'],
  [108, 3, '星驰车主节开幕', '车主节正式开启，秒杀、抽奖、露营活动等你来！', [1], 1, false, null, ''],
  [109, 8, '越野前的准备', '胎压、拖车钩、绞盘，旷野 T9 还没提车先把装备备齐。', [4], 3, false, null, '深圳·南山'],
  [110, 4, '超充站 15 分钟补能 400 公里', '800V 平台真香，喝杯咖啡就充好了。', [5], 1, true, null, '上海·浦东'],
  [111, 2, '后排儿童座椅安装', 'ISOFIX 接口位置和安装小技巧分享。', [4], 2, false, 6, '广州·天河'],
  [112, 5, '海边日出', '凌晨四点出发，只为这一刻。', [3, 2], 5, false, null, '深圳·大鹏'],
  [113, 6, '到店保养体验', '预约、接车、保养、洗车，两小时搞定，休息区咖啡不错。', [4], 2, false, 12, '杭州·西湖'],
  [114, 1, '第一次用 V2L 外放电', '给露营灯和电饭煲供电，效果很好。', [3, 5], 2, false, null, '北京·密云'],
  [115, 7, '春熙路新展厅打卡', '新车展示很全，工作人员很专业。', [1], 3, false, 16, '成都·锦江'],
  [116, 8, '新车试驾感受', '星驰 S9 的激光雷达辅助驾驶体验很丝滑。', [1, 2], 1, true, 8, '深圳·南山'],
  [117, 4, '充电桩选 7kW 还是 11kW', '家用场景算一笔账：电费、安装、充电时间。', [5], 0, false, null, '北京·朝阳'],
  [118, 2, '长途高速能耗统计', '京港澳全程 2100 公里，平均电耗 15.8 kWh/100km。', [2], 2, false, null, '武汉·洪山'],
  [119, 5, '车顶帐篷初体验', '安装只用了 20 分钟，睡得很舒服。', [3], 4, false, null, '宁波·鄞州'],
  [120, 6, '雨天驾驶注意事项', '开启自动大灯、保持车距、减速慢行。', [4], 0, false, null, '杭州·上城'],
  [121, 1, '给新车贴了隐形车衣', '选了 TPU 材质，两天施工，效果满意。', [4], 2, false, 2, '北京·海淀'],
  [122, 3, '星驰 S9 正式上市', '全新行政轿车星驰 S9 今日上市，限时权益同步开启。', [1], 4, true, null, ''],
]

/** Posts made in a classmates group (seedClassmates), by one of its members. */
const postClassmates: Record<number, number> = { 101: 1, 106: 1, 102: 2, 104: 2, 119: 2, 107: 3 }

export function seedContents(now: number): ContentRow[] {
  return postRows.map(([id, authorId, title, text, topicIds, imgs, video, dealerId, location], i) => ({
    id, type: video ? 2 : 1, title, text, topicIds, authorId, dealerId, classmatesId: postClassmates[id] ?? null, location,
    images: Array.from({ length: imgs }, (_, k) => img('covers', `post-${id}-${k + 1}`, title.slice(0, 8))),
    video: video ? { url: `/static/video/post-${id}.mp4`, cover: img('covers', `post-${id}-v`, title.slice(0, 8)), duration: 30 + id % 90 } : null,
    likeNum: (id * 37) % 500, collectNum: (id * 11) % 120, shareNum: (id * 5) % 60, viewNum: (id * 211) % 9000 + 200,
    isTop: id === 108 || id === 122,
    createdAt: iso(now - hours(i * 9 + 2)),
  }))
}

const commentTexts = [
  '恭喜提车！颜色太好看了', '请问冬天续航掉多少？', '同款同色，握手', '路线可以分享一下吗？',
  '这个攻略太实用了，收藏了', '求门店地址', '看着就很舒服', '我也想去露营', '官方什么时候上新配件？', '支持一下！',
]

export function seedComments(now: number, contentIds: number[]): CommentRow[] {
  const out: CommentRow[] = []
  let id = 0
  contentIds.forEach((contentId, i) => {
    const n = i % 5 === 4 ? 0 : 1 + (i % 4)
    for (let k = 0; k < n; k++) {
      id += 1
      out.push({
        id, contentId, parentId: 0, authorId: ((i + k + 1) % 8) + 1, replyToId: null,
        content: commentTexts[(i * 3 + k) % commentTexts.length],
        likeNum: (id * 13) % 80, boutique: k === 0 && i % 3 === 0,
        // Comments follow their post (posted hours(i * 9 + 2) ago), 25 minutes apart.
        createdAt: iso(now - hours(i * 9 + 2) + (k + 1) * 25 * 60_000),
      })
    }
  })
  // Fixed ids the manifest samples use: a reply by user 1, and a comment user 1 may delete.
  const first = out.find((c) => c.contentId === 101)!
  out.push({ id: 9001, contentId: 101, parentId: first.id, authorId: 1, replyToId: first.authorId, content: '谢谢！等了好久终于到了', likeNum: 3, boutique: false, createdAt: iso(now - hours(1)) })
  out.push({ id: 9002, contentId: 102, parentId: 0, authorId: 1, replyToId: null, content: '千岛湖那段路真的很美', likeNum: 1, boutique: false, createdAt: iso(now - hours(3)) })
  return out
}

export function seedClassmates(now: number): ClassmatesRow[] {
  return [
    { id: 1, name: '北京星驰 S7 车友会', cover: img('covers', 'class-1', 'S7 车友会'), intro: '北京地区 S7 车主交流、自驾与公益活动。', vehicleTypeName: '星驰 S7', cityName: '北京市', memberIds: [1, 4, 2, 6], helpNum: 37, helpTarget: 50, createdAt: iso(now - days(300)) },
    { id: 2, name: '远航露营同学会', cover: img('covers', 'class-2', '露营同学会'), intro: '一起带着远航去露营。', vehicleTypeName: '远航 L6', cityName: '杭州市', memberIds: [2, 5, 6], helpNum: 12, helpTarget: 30, createdAt: iso(now - days(120)) },
    { id: 3, name: '成都轻风城市小分队', cover: img('covers', 'class-3', '轻风小分队'), intro: '城市代步达人集合。', vehicleTypeName: '轻风 Mini', cityName: '成都市', memberIds: [7], helpNum: 3, helpTarget: 20, createdAt: iso(now - days(30)) },
  ]
}

export const SENSITIVE_WORDS = ['违禁词', '赌博', '代开发票', '枪支']
export const GREEN_WORDS = ['广告', '加微信', '刷单']
