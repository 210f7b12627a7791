// The brand museum seed: collection categories 11-14 with items 1101-1114 (gallery, story,
// specification table), the hall of fame 1201-1208 (story, cars driven) and special journal
// issues 1301-1303 whose html carries <script>, onerror= and javascript: vectors on purpose.
import type { CollectionCategory, CollectionDetail, FameDetail, JournalIssue } from '../../types/api/domain-museum'
import type { Db } from '../state/db'
import { days, iso } from '../core/time'
import { htmlImg, img } from './img'

export const MUSEUM_CATEGORIES: CollectionCategory[] = [
  { id: 11, name: '经典车型' }, { id: 12, name: '概念车' }, { id: 13, name: '赛事与荣誉' }, { id: 14, name: '品牌文物' },
]

type Item = [id: number, categoryId: number, name: string, year: number, imageCount: number, summary: string, specs: [string, string][]]

const car = (power: string, range: string, speed: string, made: string, extra: [string, string][] = []): [string, string][] =>
  [['动力', power], ['续航/油耗', range], ['最高车速', speed], ['生产数量', made], ...extra]

const ITEMS: Item[] = [
  [1101, 11, '星驰一号', 1998, 3, '品牌的第一款量产轿车，开启了星驰的造车之路。', car('1.6L 四缸汽油机', '7.8L/100km', '175 km/h', '12,400 台', [['车身', '三厢四门'], ['变速箱', '5 挡手动']])],
  [1102, 11, '远航 MPV 初代', 2004, 2, '为家庭出行而生的七座 MPV，曾是最受欢迎的婚车。', car('2.0L 四缸汽油机', '9.2L/100km', '168 km/h', '38,900 台', [['座位', '7 座']])],
  [1103, 11, '星驰 S3 敞篷版', 2009, 4, '限量的双门敞篷车，软顶 18 秒开合。', car('1.8T 涡轮增压', '8.1L/100km', '210 km/h', '1,200 台', [['车顶', '电动软顶'], ['座位', '2+2 座'], ['车重', '1,380 kg']])],
  [1104, 11, '轻风 Mini 首发款', 2015, 2, '品牌第一款纯电小车，城市代步的开始。', car('单电机 45 kW', '301 km', '120 km/h', '56,000 台', [['座位', '4 座']])],
  [1105, 12, '星驰 Aurora 概念车', 2012, 3, '首次提出“流线澜纹”设计语言的概念车。', car('双电机四驱 300 kW', '500 km（设计值）', '220 km/h', '1 台', [['风阻系数', '0.21 Cd']])],
  [1106, 12, '旷野 Concept', 2018, 2, '面向越野的概念车，后来成为旷野 T9 的原型。', car('增程式双电机', '1,000 km 综合', '180 km/h', '2 台', [['离地间隙', '260 mm'], ['涉水深度', '800 mm']])],
  [1107, 12, '星穹 自动驾驶概念舱', 2021, 4, '没有方向盘的移动客厅，展示了未来的出行空间。', car('四轮轮毂电机', '650 km（设计值）', '160 km/h', '1 台', [['座椅', '可旋转 4 座'], ['屏幕', '全景投影']])],
  [1108, 13, '环塔拉力赛冠军车', 2016, 3, '在塔克拉玛干沙漠连续 12 天赛程中夺得组别冠军。', car('3.0T V6', '—', '195 km/h', '3 台', [['赛事', '环塔拉力赛'], ['成绩', 'T1 组冠军'], ['车手', '林野']])],
  [1109, 13, '纽北圈速纪录车', 2020, 2, '在纽博格林北环创下量产电动轿车的圈速纪录。', car('三电机 580 kW', '—', '265 km/h', '1 台', [['圈速', '7 分 42 秒'], ['赛道', '纽博格林北环']])],
  [1110, 13, '年度安全大奖奖杯', 2019, 2, '星驰 S7 以全项满分获得年度安全大奖。', [['奖项', '年度安全大奖'], ['获奖车型', '星驰 S7'], ['评分', '全项满分'], ['颁奖机构', '中国汽车安全评测中心'], ['材质', '水晶与黄铜']]],
  [1111, 14, '第一张设计手稿', 1996, 2, '创始设计师在笔记本上画下的第一张车身草图。', [['作者', '陈澜'], ['尺寸', '21 × 29.7 cm'], ['材质', '铅笔、牛皮纸'], ['捐赠', '陈澜家人'], ['展柜', 'A-01']]],
  [1112, 14, '首台下线车钥匙', 1998, 2, '第一台量产车下线时交到首位车主手里的钥匙。', [['年份', '1998'], ['材质', '黄铜、皮革'], ['尺寸', '6.5 cm'], ['来源', '首位车主捐赠'], ['展柜', 'A-02'], ['状态', '原样保存']]],
  [1113, 14, '老厂区铭牌', 2001, 3, '第一座工厂门口的铸铁铭牌，厂区搬迁时保留下来。', [['材质', '铸铁'], ['尺寸', '120 × 40 cm'], ['重量', '38 kg'], ['年份', '2001'], ['展柜', 'B-03']]],
  [1114, 14, '百万辆纪念车模', 2022, 4, '第一百万台整车下线时制作的 1:18 纪念车模。', [['比例', '1:18'], ['材质', '合金压铸'], ['数量', '限量 999 件'], ['编号', '001/999'], ['年份', '2022'], ['展柜', 'B-07'], ['来源', '品牌典藏']]],
]

function story(name: string, year: number, summary: string): string[] {
  return [
    summary,
    `${year} 年，${name}从图纸走向现实。参与其中的工程师回忆，那段日子里大家常常在试验场待到深夜，一遍遍调校、一遍遍推翻重来。`,
    `如今它静静地陈列在星驰博物馆里，讲述着品牌一路走来的坚持。每一位走到它面前的车主，都能在细节里找到属于自己的那份记忆。`,
  ]
}

export function seedCollection(): CollectionDetail[] {
  return ITEMS.map(([id, categoryId, name, year, count, summary, specs]) => {
    const images = Array.from({ length: count }, (_, i) => img('cars', `museum-${id}-${i + 1}`, `${name} ${i + 1}`))
    return { id, categoryId, name, year, cover: images[0], summary, images, story: story(name, year, summary), specs: specs.map(([label, value]) => ({ label, value })) }
  })
}

type Person = [id: number, name: string, title: string, year: number, summary: string, cars: [string, string][]]

const PEOPLE: Person[] = [
  [1201, '陈澜', '创始设计师', 1996, '画下第一张设计手稿的人，定义了品牌的设计语言。', [['星驰一号', '1998–2004'], ['星驰 Aurora 概念车', '2012']]],
  [1202, '赵大海', '首批车主', 1998, '从下线仪式上接过第一把车钥匙，一开就是二十年。', [['星驰一号', '1998–2018'], ['星驰 S7', '2018 至今']]],
  [1203, '林野', '拉力车手', 2016, '驾驶星驰赛车夺得环塔拉力赛组别冠军。', [['环塔拉力赛冠军车', '2016'], ['旷野 T9', '2023 至今']]],
  [1204, '张建国', '金牌车主', 2012, '五年电车老司机，写下上百篇充电攻略。', [['轻风 Mini', '2015–2019'], ['远航 L6', '2019 至今']]],
  [1205, '王敏', '总工程师', 2005, '带领团队完成第一代电池包的研发。', [['轻风 Mini 首发款', '2015'], ['星驰 S7', '2018']]],
  [1206, '刘晓雨', '百万公里车主', 2009, '一台车开满一百万公里，走遍全国三十四个省级行政区。', [['远航 MPV 初代', '2009–2021'], ['远航 L6', '2021 至今']]],
  [1207, '孙浩', '公益领航人', 2019, '发起“山区学校图书角”，组织车主送书进山。', [['远航 L6', '2019 至今']]],
  [1208, '周婷', '纽北车手', 2020, '在纽博格林北环创下量产电动轿车圈速纪录。', [['纽北圈速纪录车', '2020'], ['星驰 S7 性能版', '2021 至今']]],
]

export function seedFame(): FameDetail[] {
  return PEOPLE.map(([id, name, title, year, summary, cars]) => ({
    id, name, title, year, summary,
    avatar: img('avatars', `fame-${id}`, name.slice(0, 1)),
    story: [summary, `${year} 年是${name}与星驰结缘的一年。从那以后，${name}把很多重要的时刻都交给了方向盘后的旅程。`, '“车是会陪人长大的。”这是' + name + '常说的一句话。'],
    cars: cars.map(([carName, years], i) => ({ name: carName, years, image: img('cars', `fame-${id}-${i + 1}`, carName) })),
  }))
}

/** Real content first; the vectors follow (the app must sanitize: no script runs, no link navigates). */
const VECTORS = '<script>alert(1)</script><p><img src=x onerror="alert(1)" alt="破图"></p><p><a href="javascript:alert(1)">点我查看</a></p>'

type Issue = [id: number, title: string, daysAgo: number, body: string]

const ISSUES: Issue[] = [
  [1301, '星驰二十八年：从一张手稿开始', 40, '1996 年的一个夜晚，陈澜在笔记本上画下第一张车身草图。这本特刊带你回到起点。'],
  [1302, '环塔十二天：冠军车的沙漠日记', 20, '十二天、四千公里、零下到四十度的温差：林野和他的赛车如何走出塔克拉玛干。'],
  [1303, '百万公里：车主们的故事', 5, '我们收集了一百位车主的故事，他们的里程加起来可以绕地球两千圈。'],
]

export function seedJournals(now: number): JournalIssue[] {
  return ISSUES.map(([id, title, ago, body]) => ({
    id, title, publishAt: iso(now - days(ago)), cover: img('magazine', `journal-${id}`, title),
    html:
      `<h2>${title}</h2><p>${body}</p>` +
      `<p>${htmlImg('covers', `journal-${id}-1`, title)}</p>` +
      '<h3>编者按</h3><p>每一台车背后都有一群人。<strong>感谢每一位车主</strong>，是你们让这些故事有了温度。</p>' +
      `<p>${htmlImg('covers', `journal-${id}-2`, '馆藏')}</p>` + VECTORS,
  }))
}

export function seedMuseumAll(now: number): Pick<Db, 'museumCategories' | 'museumItems' | 'famePeople' | 'journals'> {
  return { museumCategories: MUSEUM_CATEGORIES.map((c) => ({ ...c })), museumItems: seedCollection(), famePeople: seedFame(), journals: seedJournals(now) }
}
