import { AREA, keyText } from '@/core/query'

// A PGC article's stats (likes, collections, shares: spec §7 /web/pgc/stats/*) show on two
// screens: the community's article page, and the car tab's model page, whose content is an
// article (its `contentId`). Both reads are keyed here, so a stats write of either area marks both.

export const articleKey = (id: number) => [AREA.community, 'article', id] as const

export const modelContentKey = (vehicleTypeId: number) => [AREA.car, 'content', vehicleTypeId] as const

/** Every model page: which model an article stands for is not known from its id. */
const MODEL_CONTENTS = keyText([AREA.car, 'content'])

/** What a stats write on article `id` marks: its article page and the model pages. */
export const articleStatsShown = (id: number): string[] => [keyText(articleKey(id)), MODEL_CONTENTS]
