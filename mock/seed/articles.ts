// PGC articles by the official account (user 3). Article 506 deliberately carries a
// <script>, an onerror= attribute and a javascript: link: the app's sanitizer test needs
// server HTML that must not run.
import type { RuleDoc } from '../../types/api/user'
import type { ArticleRow } from '../state/db'
import { days, iso } from '../core/time'
import { htmlImg, img } from './img'

const p = (text: string) => `<p>${text}</p>`

const rows: [number, string, string, string[], string][] = [
  [501, '星驰 S9 深度解读：行政轿车的新答案', '从设计、空间到智驾，带你看懂 S9。', ['新车', '深度'],
    `<h2>设计</h2>${p('星驰 S9 采用<strong>溯光</strong>设计语言，风阻系数低至 0.199。')}` +
    `<h2>空间</h2>${p('3100 mm 轴距带来<em>越级</em>后排空间。')}<ul><li>零重力座椅</li><li>21.4 英寸后排屏</li></ul>` +
    `<blockquote>驾驶与乘坐，S9 都想做到最好。</blockquote><p>${htmlImg('covers', 'art-501-1', 'S9 内饰')}</p>`],
  [502, '冬季用车指南：电池保养五件事', '低温环境下如何让续航更持久。', ['用车', '冬季'],
    `<ol><li>出发前预约加热</li><li>尽量使用慢充</li><li>保持 20%-80% 电量</li><li>开启座椅加热代替空调</li><li>胎压每月检查</li></ol>${p('更多问题请咨询<a href="https://h5.ev-brand.cn/service">官方客服</a>。')}`],
  [503, '车主故事｜带着远航 L6 走完川藏线', '18 天，4200 公里，一个家庭的长途旅行。', ['车主故事', '自驾'],
    `${p('出发那天，成都下着小雨……')}<p>${htmlImg('covers', 'art-503-1', '川藏线')}</p>${p('<strong>第 6 天</strong>，我们翻过了海拔 4700 米的东达山口。')}`],
  [504, '充电桩安装常见问题 20 问', '物业不同意怎么办？固定车位必需吗？', ['充电', '问答'],
    `<h3>Q：没有固定车位可以安装吗？</h3>${p('A：需要有产权车位或长期租赁车位。')}<h3>Q：安装要多久？</h3>${p('A：资料齐全后一般 7 个工作日内完成。')}`],
  [505, '星驰车主节活动全攻略', '秒杀、抽奖、露营，一篇看全。', ['活动'],
    `${p('车主节期间：')}<table><tr><th>活动</th><th>时间</th></tr><tr><td>限时秒杀</td><td>每天 10:00</td></tr><tr><td>幸运大转盘</td><td>全天</td></tr></table>`],
  [506, '【测试】含不安全标签的文章', '用于检验客户端的 HTML 过滤。', ['测试'],
    `${p('这段文字应当正常显示。')}<script>window.__xss = true; alert('xss')</script>` +
    `<p><img src="/static/img/covers/missing.svg" onerror="window.__xss = true" alt="坏图"></p>` +
    `<p><a href="javascript:alert('xss')">点我领取奖励</a></p><p><b>粗体</b>与<i>斜体</i>应保留。</p>`],
]

export function seedArticles(now: number): ArticleRow[] {
  return rows.map(([id, title, summary, tags, html], i) => ({
    id, title, summary, tags, html, authorId: 3,
    cover: img('covers', `art-${id}`, title.slice(0, 10)),
    publishAt: iso(now - days(i * 2 + 1)),
    likeNum: 100 + id % 97, collectNum: 30 + id % 41, shareNum: 10 + id % 13, viewNum: 5000 + id * 3,
  }))
}

export function seedMutualRule(now: number): RuleDoc {
  return {
    title: '车主互助联盟规则',
    updatedAt: iso(now - days(15)),
    html:
      `<h3>一、加入条件</h3>${p('已完成车主认证的星驰车主均可加入互助联盟。')}` +
      `<h3>二、互助方式</h3><ol><li>道路救援：就近车主可应答求助。</li><li>应急补电：支持 V2V 对车放电的车主可提供补电。</li></ol>` +
      `<h3>三、奖励</h3>${p('每完成一次有效互助奖励 <strong>100 积分</strong>，月度互助之星额外获得勋章。')}` +
      `<h3>四、安全提示</h3>${p('请在确保自身安全的前提下提供帮助，紧急情况请拨打 122 或 120。')}`,
  }
}
