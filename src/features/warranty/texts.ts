import type { WarrantyRules } from '@api/warranty'
import type { Deadline, Reason, Verdict } from './qualification'

export const STATUS_LABELS: Record<Verdict['status'], string> = {
  qualified: '符合终身质保条件',
  pending: '暂符合，待首次保养',
  lost: '不符合终身质保条件',
}

/** "2023-09-02 保养后" / "2025-10-08 购车后", with the odometer when km decide. */
function sinceText(d: Deadline, withKm: boolean): string {
  const km = withKm && d.from.kind === 'maintenance' ? `（${d.from.mileage} km）` : ''
  return `${d.from.date} ${d.from.kind === 'purchase' ? '购车' : '保养'}${km}后`
}

const whichVisit = (d: Deadline) => (d.from.kind === 'purchase' ? '首次' : '下次')

function missedText(r: Extract<Reason, { kind: 'missed-maintenance' }>, rules: WarrantyRules): string {
  const d = r.deadline
  if (r.by === 'date') {
    const actual = r.late ? `实际 ${r.late.date}` : `至今（${r.today}）未保养`
    return `未按时保养：${sinceText(d, false)}，应在 ${d.dueDate} 前完成${whichVisit(d)}保养（允许延后 ${rules.graceDays} 天），${actual}`
  }
  const actual = r.late ? `实际 ${r.late.date} 保养时已 ${r.late.mileage} km` : `当前已 ${r.mileage} km 仍未保养`
  return `未按时保养：${sinceText(d, true)}，应在 ${d.dueKm} km 前完成${whichVisit(d)}保养（允许超出 ${rules.graceKm} km），${actual}`
}

/** Why a car does not qualify, with the days and readings that decide it. */
export function reasonText(reason: Reason, rules: WarrantyRules): string {
  switch (reason.kind) {
    case 'not-first-owner': {
      const registered = reason.firstRegisteredOn ? `${reason.firstRegisteredOn} 首次登记，` : ''
      return `非首任车主：本车 ${registered}${reason.purchaseDate} 转入你的名下，终身质保仅限首任车主`
    }
    case 'over-mileage':
      return `里程超限：当前 ${reason.mileage} km，超过 ${reason.limitKm} km 的上限`
    case 'missed-maintenance':
      return missedText(reason, rules)
  }
}

/** What keeps a qualifying car qualified: its next (or first) routine maintenance in time. */
export function nextText(d: Deadline, rules: WarrantyRules): string {
  return (
    `${sinceText(d, true)}，请在 ${d.dueDate} 或 ${d.dueKm} km 前完成${whichVisit(d)}保养，以先到者为准` +
    `（允许延后 ${rules.graceDays} 天或超出 ${rules.graceKm} km）`
  )
}
