// A survey with every question type and rule, shaped like the seed's 801, for the engine and
// screen tests (the seed itself is checked by seeds.test.ts).
import type { Question, SurveyDef, SurveyDetail } from '@api/survey'

const opts = (...pairs: [string, string][]) => pairs.map(([id, label]) => ({ id, label }))

export const Q = {
  model: { id: 'model', type: 'single', title: '车型', required: true, options: [...opts(['s7', '星驰 S7'], ['s9', '星驰 S9'], ['l6', '远航 L6']), { id: 'other', label: '其他车型', other: true }] },
  city: { id: 'city', type: 'text', title: '城市', required: true, minLength: 2, maxLength: 10 },
  delivery: { id: 'delivery', type: 'date', title: '提车日期', required: false, minDate: '2020-01-01', maxDate: '2025-06-30' },
  scenes: {
    id: 'scenes', type: 'multiple', title: '用车场景', required: true, minPicks: 2, maxPicks: 3,
    options: [...opts(['commute', '通勤'], ['family', '接送家人'], ['trip', '自驾游'], ['long', '长途']), { id: 'none', label: '以上都没有', exclusive: true }],
  },
  overall: { id: 'overall', type: 'rating', title: '整体满意度', required: true },
  unhappy: { id: 'unhappy', type: 'textarea', title: '不满意的地方', required: true, minLength: 5, maxLength: 20, showWhen: { questionId: 'overall', atMost: 2 } },
  pile: { id: 'pile', type: 'single', title: '家里装了充电桩吗', required: true, options: opts(['yes', '装了'], ['no', '没有装']) },
  pileRating: { id: 'pileRating', type: 'rating', title: '充电桩安装服务', required: true, showWhen: { questionId: 'pile', anyOf: ['yes'] } },
  nps: { id: 'nps', type: 'nps', title: '推荐意愿', required: true },
  callback: { id: 'callback', type: 'single', title: '接受回访吗', required: true, options: opts(['yes', '愿意'], ['no', '不用了']), endWhen: { questionId: 'callback', anyOf: ['no'] } },
  phone: { id: 'phone', type: 'phone', title: '回访电话', required: true },
  photos: { id: 'photos', type: 'image', title: '爱车照片', required: false, maxImages: 2 },
} satisfies Record<string, Question>

export const SURVEY: SurveyDef = {
  id: 801,
  shuffleOptions: true,
  sections: [
    { id: 'basic', title: '基本情况', questions: [Q.model, Q.city, Q.delivery, Q.scenes] },
    { id: 'experience', title: '用车体验', questions: [Q.overall, Q.unhappy, Q.pile, Q.pileRating, Q.nps] },
    { id: 'follow', title: '后续回访', questions: [Q.callback, Q.phone, Q.photos] },
  ],
}

export const detailOf = (survey: SurveyDef = SURVEY, extra: Partial<SurveyDetail> = {}): SurveyDetail => ({
  ...survey,
  title: '车主用车体验调研',
  intro: '花 3 分钟聊聊你和爱车的日常。',
  startAt: '2025-03-01T10:00:00+08:00',
  endAt: '2099-03-01T10:00:00+08:00',
  rewardPoints: 20,
  questionCount: survey.sections.flatMap((s) => s.questions).length,
  minutes: 3,
  state: 'open',
  answeredAt: null,
  thanks: '感谢你的反馈！',
  respondentId: 1,
  myAnswers: null,
  ...extra,
})

/** Answers to every question the path asks when the pile is installed and a call-back is wanted. */
export const COMPLETE = {
  model: { picked: ['s7'] },
  city: '杭州',
  scenes: { picked: ['commute', 'trip'] },
  overall: 4,
  pile: { picked: ['yes'] },
  pileRating: 5,
  nps: 9,
  callback: { picked: ['yes'] },
  phone: '13800138000',
}
