// One PGC article per vehicle type: the car intro detail page shows the model and counts
// likes, collections and shares on this article through the spec's /web/pgc/stats/* calls.
// Ids 600 + model id, in the id space posts and articles share.
import type { VehicleTypeDetail } from '../../types/api/domain'
import type { ArticleRow } from '../state/db'
import { days, iso } from '../core/time'

export const CAR_ARTICLE_BASE = 600
export const carArticleId = (vehicleTypeId: number) => CAR_ARTICLE_BASE + vehicleTypeId

// S9 sits one like below 10 000 and above 20 000 collections: the app's 1w / Nw+ display shows.
const COUNTS: Record<string, [like: number, collect: number, share: number]> = {
  S9: [9999, 23456, 870],
  L8: [4321, 1288, 302],
}

export function seedCarArticles(now: number, types: VehicleTypeDetail[]): ArticleRow[] {
  return types.map((t, i) => {
    const [likeNum, collectNum, shareNum] = COUNTS[t.code] ?? [200 + t.id * 37, 60 + t.id * 11, 20 + t.id * 3]
    return {
      id: carArticleId(t.id),
      title: `${t.name} 车型介绍`,
      summary: `${t.seriesName} · ${t.energyType} · CLTC ${t.rangeKm} km`,
      cover: t.image,
      tags: ['车型'],
      authorId: 3,
      // Older than the editorial articles, so those keep the top of the article list.
      publishAt: iso(now - days(30 + i)),
      html: t.html,
      likeNum, collectNum, shareNum,
      viewNum: 20000 + t.id * 1234,
    }
  })
}

/** New models have a launch film (a placeholder URL: mock/README "Not provided"). */
export function carVideo(t: VehicleTypeDetail) {
  if (!t.newCar) return null
  const code = t.code.toLowerCase()
  return { url: `/static/video/car-${code}.mp4`, cover: t.gallery[0] ?? t.image, duration: 45 + t.id * 5 }
}
