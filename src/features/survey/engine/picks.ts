import type { ChoiceAnswer, Question } from './types'

/**
 * The picks after a tap on option `id`. Single choice: that option. Multiple choice: the tap
 * toggles it; an exclusive option (以上都没有) clears the others and another option clears it;
 * once `maxPicks` are picked a further option is not added (its hint says how many).
 */
export function togglePick(q: Question, picked: readonly string[], id: string): string[] {
  const options = q.options ?? []
  const option = options.find((o) => o.id === id)
  if (!option) return [...picked]
  if (q.type === 'single') return [id]
  if (picked.includes(id)) return picked.filter((p) => p !== id)
  if (option.exclusive) return [id]
  const rest = picked.filter((p) => !options.find((o) => o.id === p)?.exclusive)
  if (q.maxPicks && rest.length >= q.maxPicks) return [...picked]
  return [...rest, id]
}

/** The choice answer after a tap, keeping the words of 其他. */
export function pick(q: Question, answer: ChoiceAnswer | undefined, id: string): ChoiceAnswer {
  return { ...answer, picked: togglePick(q, answer?.picked ?? [], id) }
}

/** The hint under a multiple-choice title: 至少选 1 项，最多选 3 项. */
export function picksHint(q: Question): string {
  if (q.type !== 'multiple') return ''
  const parts = [q.minPicks && q.minPicks > 1 ? `至少选 ${q.minPicks} 项` : '', q.maxPicks ? `最多选 ${q.maxPicks} 项` : '']
  return parts.filter(Boolean).join('，') || '可多选'
}
