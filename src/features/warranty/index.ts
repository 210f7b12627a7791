export { getWarrantyCars, getWarrantyTerms } from './api'
export { deadlineAfter, qualify, type Deadline, type Reason, type Verdict } from './qualification'
export { nextText, reasonText, STATUS_LABELS } from './texts'
export { WarrantyScreen } from './components/warranty-screen'
