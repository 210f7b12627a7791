import { atom, useAtom } from 'jotai'

// Ticked on the notice page, so the application form opens with its agreement ticked; a form
// opened any other way asks for it (the box links back to the notice).
const noticeAgreed = atom(false)

export const useNoticeAgreed = () => useAtom(noticeAgreed)
