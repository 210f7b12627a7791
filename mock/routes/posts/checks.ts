// Text checks before posting (spec §5): the content-safety ("green") check passes with
// checkResults 1; the sensitive-word check answers the flagged words, empty when clean.
import { GreenCheckSchema, SensitiveWordsSchema, TextBodySchema } from '../../../types/api/posts'
import { defineRoute } from '../../core/route'
import type { Db } from '../../state/db'

export const flaggedWords = (db: Db, text: string) => db.sensitiveWords.filter((w) => text.includes(w))
export const greenRefused = (db: Db, text: string) => db.greenWords.filter((w) => text.includes(w))

export const checkRoutes = [
  defineRoute({
    area: 'posts', method: 'POST', path: '/web/community/common/green/check', summary: '内容安全检测（1 通过，2 不通过）',
    auth: 'none', spec: true, body: TextBodySchema, response: GreenCheckSchema,
    sample: { body: { text: '今天提车啦，开心！' } },
    handler: ({ db, body }) => {
      const hits = greenRefused(db, body.text)
      return {
        contentCheckResult: hits.length
          ? { checkResults: 2 as const, label: 'ad', suggestion: `内容疑似广告：${hits.join('、')}` }
          : { checkResults: 1 as const, label: 'normal', suggestion: 'pass' },
      }
    },
  }),
  defineRoute({
    area: 'posts', method: 'POST', path: '/web/community/common/sensitive-word/check', summary: '敏感词检测（返回命中的词）',
    auth: 'none', spec: true, body: TextBodySchema, response: SensitiveWordsSchema,
    sample: { body: { text: '周末一起去露营吧' } },
    handler: ({ db, body }) => flaggedWords(db, body.text),
  }),
]
