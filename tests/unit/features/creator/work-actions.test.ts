import { REFUSALS, refusal, workActions } from '@/features/creator/work-actions'

const facts = (state: Parameters<typeof workActions>[0]['state'], activityOpen: boolean | null = null) => ({ state, activityOpen })

test('what each state allows', () => {
  expect(workActions(facts('draft'))).toEqual(['edit', 'delete'])
  expect(workActions(facts('rejected'))).toEqual(['edit', 'delete'])
  expect(workActions(facts('published'))).toEqual(['withdraw'])
  expect(workActions(facts('published', true))).toEqual(['withdraw'])
  expect(workActions(facts('reviewing'))).toEqual([])
  expect(workActions(facts('withdrawn'))).toEqual([])
})

test('a work answering an activity closed for works cannot be withdrawn; the reasons the server gives', () => {
  expect(workActions(facts('published', false))).toEqual([])
  expect(refusal(facts('published', false), 'withdraw')).toBe(REFUSALS.activityClosed)
  expect(refusal(facts('reviewing'), 'withdraw')).toBe(REFUSALS.withdraw)
  expect(refusal(facts('published'), 'delete')).toBe(REFUSALS.delete)
  expect(refusal(facts('reviewing'), 'edit')).toBe(REFUSALS.edit)
  expect(refusal(facts('draft'), 'delete')).toBeUndefined()
})
