// Surveys (issue 16). Together they use every question type and rule of the survey engine:
// - 801 车主用车体验调研, open: every type (single with 其他, multiple with an exclusive option and
//   min/max picks, rating, NPS, short and long text, phone, date, image), show-when on a score
//   and on a choice, an early end, required and optional questions, shuffled options.
// - 802 充电体验小调查, open, one screen per question on the new route: an early end on the first
//   answer, two ratings each shown by the second answer (one of them is skipped), 其他 + exclusive.
// - 803 closed, 804 not yet open, 805 open and answered by user 1, 806 closed and answered by user 1.
// - 811-822: short open surveys, so the list of surveys open to user 1 has a page 2 at 10 a page.
import type { Answers, Question, SurveyDef } from '../../types/api/survey'
import { chinaDay, days, hours, iso } from '../core/time'

export interface SurveyRow extends SurveyDef {
  title: string
  intro: string
  startAt: string
  endAt: string
  rewardPoints: number
  minutes: number
  thanks: string
}

export interface SurveyResponseRow {
  surveyId: number
  accountId: number
  answers: Answers
  answeredAt: string
}

/** Seeded ids the screens, tests and compile modes open. */
export const SURVEY_IDS = { full: 801, steps: 802, closed: 803, upcoming: 804, answered: 805, answeredClosed: 806 } as const

const THANKS = '感谢你的反馈！我们会认真阅读每一条意见。'
const opts = (...pairs: [id: string, label: string][]) => pairs.map(([id, label]) => ({ id, label }))
const other = (label = '其他') => ({ id: 'other', label, other: true })
const none = (label: string) => ({ id: 'none', label, exclusive: true })

function full(now: number): SurveyRow {
  const today = chinaDay(now)
  return {
    id: SURVEY_IDS.full, title: '车主用车体验调研', minutes: 3, rewardPoints: 20, shuffleOptions: true, thanks: THANKS,
    intro: '花 3 分钟聊聊你和爱车的日常，帮助我们把产品和服务做得更好。完成即得 20 积分。',
    startAt: iso(now - days(5)), endAt: iso(now + days(20)),
    sections: [
      {
        id: 'basic', title: '基本情况', questions: [
          { id: 'model', type: 'single', title: '你目前驾驶的是哪款车型？', required: true, options: [...opts(['s7', '星驰 S7'], ['s9', '星驰 S9'], ['l6', '远航 L6'], ['x5', '云境 X5']), other('其他车型')] },
          { id: 'city', type: 'text', title: '你常住的城市', required: true, minLength: 2, maxLength: 20, placeholder: '例如：杭州' },
          { id: 'delivery', type: 'date', title: '提车日期', hint: '记不清可以跳过', required: false, maxDate: today, placeholder: '选择提车日期' },
          {
            id: 'scenes', type: 'multiple', title: '你平时主要在哪些场景用车？', required: true, minPicks: 1, maxPicks: 3,
            options: [...opts(['commute', '通勤上下班'], ['family', '接送家人'], ['trip', '周末自驾游'], ['long', '长途出行'], ['work', '工作用车']), none('以上都没有')],
          },
        ],
      },
      {
        id: 'experience', title: '用车体验', questions: [
          { id: 'overall', type: 'rating', title: '你对爱车的整体满意度', required: true },
          {
            id: 'unhappy', type: 'textarea', title: '哪些地方让你不满意？', required: true, minLength: 5, maxLength: 200,
            placeholder: '说说具体的问题，我们会尽快改进', showWhen: { questionId: 'overall', atMost: 2 },
          },
          { id: 'pile', type: 'single', title: '你家里装了充电桩吗？', required: true, options: opts(['yes', '装了'], ['no', '没有装']) },
          { id: 'pileRating', type: 'rating', title: '给充电桩的安装服务打个分', required: true, showWhen: { questionId: 'pile', anyOf: ['yes'] } },
          { id: 'nps', type: 'nps', title: '你有多大可能把星驰汽车推荐给朋友？', hint: '0 分表示完全不可能，10 分表示非常愿意', required: true },
        ],
      },
      {
        id: 'follow', title: '后续回访', questions: [
          { id: 'callback', type: 'single', title: '是否愿意接受一次电话回访？', hint: '选择“不用了”将直接提交问卷', required: true, options: opts(['yes', '愿意'], ['no', '不用了']), endWhen: { questionId: 'callback', anyOf: ['no'] } },
          { id: 'phone', type: 'phone', title: '回访电话', required: true, placeholder: '请输入 11 位手机号' },
          { id: 'callDay', type: 'date', title: '方便接听回访的日期', required: false, minDate: chinaDay(now + days(1)), maxDate: chinaDay(now + days(20)), placeholder: '选择日期' },
          { id: 'photos', type: 'image', title: '晒晒你的爱车', hint: '选填，最多 3 张', required: false, maxImages: 3 },
        ],
      },
    ],
  }
}

function steps(now: number): SurveyRow {
  return {
    id: SURVEY_IDS.steps, title: '充电体验小调查', minutes: 2, rewardPoints: 10, shuffleOptions: false, thanks: '谢谢！你的建议会交给补能团队。',
    intro: '几道题，聊聊你的补能体验。完成即得 10 积分。',
    startAt: iso(now - days(2)), endAt: iso(now + days(10)),
    sections: [
      {
        id: 'charge', title: '充电体验', questions: [
          { id: 'energy', type: 'single', title: '你的爱车是哪种动力？', hint: '本问卷面向新能源车主', required: true, options: opts(['ev', '纯电'], ['erev', '增程'], ['fuel', '燃油']), endWhen: { questionId: 'energy', anyOf: ['fuel'] } },
          { id: 'where', type: 'single', title: '你主要在哪里充电？', required: true, options: opts(['home', '家里的充电桩'], ['public', '公共充电站'], ['both', '两者都常用']) },
          { id: 'homeRating', type: 'rating', title: '家充桩用起来怎么样？', required: true, showWhen: { questionId: 'where', anyOf: ['home', 'both'] } },
          { id: 'publicRating', type: 'rating', title: '公共充电站的体验如何？', required: true, showWhen: { questionId: 'where', anyOf: ['public', 'both'] } },
          {
            id: 'wishes', type: 'multiple', title: '你最希望我们改进什么？', required: true, minPicks: 1, maxPicks: 2,
            options: [...opts(['speed', '充电速度'], ['stations', '充电站数量'], ['app', 'App 找桩'], ['pay', '支付方式']), other(), none('都挺好')],
          },
          { id: 'nps', type: 'nps', title: '你有多大可能向朋友推荐我们的补能服务？', required: true },
          { id: 'advice', type: 'textarea', title: '还有什么想对我们说的？', required: false, maxLength: 200, placeholder: '选填' },
        ],
      },
    ],
  }
}

/** A short survey: a rating, how it compares, and a comment. */
function short(id: number, title: string, topic: string, start: number, end: number, rewardPoints = 5): SurveyRow {
  const questions: Question[] = [
    { id: 'score', type: 'rating', title: `给${topic}打个分`, required: true },
    { id: 'compare', type: 'single', title: `和之前相比，${topic}有变化吗？`, required: true, options: opts(['better', '更好了'], ['same', '差不多'], ['worse', '变差了']) },
    { id: 'comment', type: 'textarea', title: '想对我们说的话', required: false, maxLength: 200, placeholder: '选填' },
  ]
  return {
    id, title, intro: `3 道题，说说你对${topic}的感受。`, minutes: 1, rewardPoints, shuffleOptions: false, thanks: THANKS,
    startAt: iso(start), endAt: iso(end), sections: [{ id: 'main', title: '', questions }],
  }
}

const TOPICS: [title: string, topic: string][] = [
  ['车机语音助手体验', '车机语音助手'], ['座椅舒适度调研', '座椅舒适度'], ['空调与座舱温度', '空调效果'], ['智能驾驶辅助体验', '智能驾驶辅助'],
  ['官方 App 使用调研', '官方 App'], ['冬季续航表现', '冬季续航'], ['保养预约体验', '保养预约'], ['车友活动满意度', '车友活动'],
  ['品牌周边商品调研', '周边商品'], ['道路救援服务评价', '道路救援'], ['车内音响音质', '车内音响'], ['车漆与外观质感', '车漆与外观'],
]

export function seedSurveys(now: number): SurveyRow[] {
  return [
    full(now),
    steps(now),
    { ...short(SURVEY_IDS.closed, '2024 年度车主满意度调查', '过去一年的用车体验', now - days(70), now - days(10), 30), intro: '年度满意度调查，已于上月结束。' },
    { ...short(SURVEY_IDS.upcoming, '新车型命名征集', '新车型的名字', now + days(3), now + days(30), 50), intro: '为即将发布的新车型起个好名字，开始后即可参与。' },
    short(SURVEY_IDS.answered, '门店服务回访问卷', '门店的服务', now - days(6), now + days(14), 10),
    short(SURVEY_IDS.answeredClosed, '智能座舱体验问卷', '智能座舱', now - days(60), now - days(20), 15),
    // They end after 801 and 802, so those two lead the list.
    ...TOPICS.map(([title, topic], i) => short(811 + i, title, topic, now - days(1 + (i % 4)), now + days(22 + i) + hours(i))),
  ]
}

export function seedSurveyResponses(now: number): SurveyResponseRow[] {
  return [
    { surveyId: SURVEY_IDS.answered, accountId: 1, answeredAt: iso(now - days(2)), answers: { score: 4, compare: { picked: ['better'] }, comment: '顾问讲解很耐心，休息区也很舒服。' } },
    { surveyId: SURVEY_IDS.answeredClosed, accountId: 1, answeredAt: iso(now - days(40)), answers: { score: 5, compare: { picked: ['same'] } } },
  ]
}
