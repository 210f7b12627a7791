// A PGC article's stats: the keys of the two screens that show them, and the stats calls.
export { articleKey, articleStatsShown, modelContentKey } from './keys'
export { collectArticle, likeArticle, shareArticle, uncollectArticle, unlikeArticle } from './api'
