import type { YearlyReport } from '@api/user'
import { formatCount, formatDate } from '@/utils'

/** One figure of a story page: the counter animates up to `value`; `text` is how it reads. */
export interface StoryFigure {
  label: string
  value: number
  unit: string
}

export interface StoryPage {
  key: string
  title: string
  /** A sentence around the figures. */
  text: string
  figures: StoryFigure[]
}

/** A figure as it reads ('相伴 123 天', '获得积分 2w+ 分'): counts per spec §9 (10000 -> 1w, above -> Nw+). */
export const figureText = (f: StoryFigure, shown: number = f.value) => `${f.label} ${formatCount(Math.max(0, shown))} ${f.unit}`

const fig = (label: string, value: number, unit: string): StoryFigure => ({ label, value, unit })

// The middle pages, each shown only when one of its figures is above zero (never a page of zeros).
function figurePages(r: YearlyReport): StoryPage[] {
  const pages: StoryPage[] = [
    { key: 'sign-in', title: '坚持的力量', text: '这一年，你一次次打卡，和我们天天见', figures: [fig('签到', r.signInDays, '天')] },
    { key: 'points', title: '积分账本', text: '每一分积累，都换成了实实在在的惊喜', figures: [fig('获得积分', r.pointsEarned, '分'), fig('使用积分', r.pointsSpent, '分')] },
    { key: 'posts', title: '你的声音', text: '你的分享，被很多车友看见', figures: [fig('发布动态', r.posts, '篇'), fig('收获点赞', r.likesReceived, '个')] },
    { key: 'activities', title: '在路上', text: '活动现场和试驾路上，都有你的身影', figures: [fig('参加活动', r.activities, '场'), fig('预约试驾', r.testDrives, '次')] },
    { key: 'maintenance', title: '用心呵护', text: '每一次保养，都是对爱车的陪伴', figures: [fig('保养到店', r.maintenanceVisits, '次')] },
  ]
  const shown = pages
    .map((p) => ({ ...p, figures: p.figures.filter((f) => f.value > 0) }))
    .filter((p) => p.figures.length > 0)
  if (r.favouriteTopic) shown.push({ key: 'topic', title: '最爱的话题', text: `你最常在「${r.favouriteTopic}」里发声`, figures: [] })
  return shown
}

/**
 * The pages of my year: the opening, the pages whose figures are there, the keyword and the
 * ending. A year with none of them gets a kind page instead of zeros.
 */
export function storyPages(r: YearlyReport): StoryPage[] {
  const opening: StoryPage = {
    key: 'opening',
    title: `${r.displayName}的 ${r.year} 年度报告`,
    text: `${formatDate(r.firstDay)}，我们第一次相遇`,
    figures: [fig('相伴', Math.max(0, r.daysWithBrand), '天')],
  }
  const middle = figurePages(r)
  const begun: StoryPage = { key: 'begun', title: '这一年才刚刚开始', text: '故事还在书写，期待与你留下更多回忆', figures: [] }
  const keyword: StoryPage = { key: 'keyword', title: '年度关键词', text: r.keywordReason, figures: [] }
  const ending: StoryPage = { key: 'ending', title: `${r.year}，谢谢有你`, text: '新的一年，我们继续同行', figures: [] }
  return [opening, ...(middle.length ? middle : [begun]), keyword, ending]
}
