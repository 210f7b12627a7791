import { streakTable } from '@/features/sign-in/components/rule-text'

test("the rule's table gives each day's points, the streak's last day with its bonus", () => {
  const days = streakTable(10, { days: 7, bonusPoint: 30 })
  expect(days.map((d) => d.points)).toEqual([10, 10, 10, 10, 10, 10, 40])
  expect(days.filter((d) => d.bonus).map((d) => d.day)).toEqual([7])
})
