// Builds a fresh database from the seed modules. Called at start and by POST /__reset;
// times are relative to `now`, so countdowns and "today" stay meaningful after any reset.
import type { Db } from '../state/db'
import { seedActivitiesAll } from './seed-activities'
import { seedAddresses, seedCart, seedCoupons, seedReviews, seedUserCoupons } from './mall-extras'
import { seedArticles, seedMutualRule } from './articles'
import { seedCategories } from './categories'
import { seedClassmates, seedComments, seedContents, seedTopics, GREEN_WORDS, SENSITIVE_WORDS } from './community'
import { seedDealers, seedSecondaryDealers } from './dealers'
import { seedGoods } from './goods'
import { seedBanners, seedMagazine } from './media'
import { seedRegions } from './regions'
import { seedMedals, seedSignIns, seedTasks, seedUserMedals } from './tasks'
import { seedPointRecords, seedTokens, seedUsers } from './users'
import { seedSalesCars, seedVehicleTypes } from './cars'
import { seedCarArticles } from './car-content'
import { img } from './img'
import { seedServiceOrders } from './service-orders'
import { seedOtherCars } from './other-cars'
import { seedEvaluations } from './evaluations'
import { seedCharging } from './charging'
import { seedSurveyResponses, seedSurveys } from './surveys'
import { seedCreatorAll } from './creator'
import { seedPartnerAll } from './partner'
import { seedOccupationAll } from './occupation'
import { seedWelfareAll } from './welfare'
import { seedMuseumAll } from './museum'
import { seedYearlyAll } from './yearly'
import { seedTeamPkAll } from './team-pk'
import { seedDisplayEvents } from './display'
import { seedFloorPages } from './floors'
import { seedAppAccounts } from './app-accounts'
import { holdSeedStock, seedOrders } from './orders'
import { seedAfterSales } from './after-sales'

export function buildSeed(now: number): Db {
  const users = seedUsers()
  const regions = seedRegions()
  const dealers = seedDealers(regions)
  const vehicleTypes = seedVehicleTypes()
  const { goods, skus, details } = seedGoods(now, dealers)
  const contents = seedContents(now)
  const articles = seedArticles(now)
  const topics = seedTopics().map((t) => ({ ...t, contentNum: contents.filter((c) => c.topicIds.includes(t.id)).length }))
  const reviews = seedReviews(now, goods.map((g) => g.id)).map((r) => {
    const u = users.find((x) => x.accountId === r.userId)!
    return r.anonymousFlag
      ? { ...r, userName: '匿名用户', userAvatar: img('avatars', 'anonymous', '匿') }
      : { ...r, userName: u.displayName, userAvatar: u.avatarUrl }
  })
  const magazine = seedMagazine(now)
  const addresses = seedAddresses()
  const userCoupons = seedUserCoupons(now)
  // A seeded order's coupon carries its validity as a new order's does (a cancel refunds it while valid).
  const orders = seedOrders(now, goods, skus, addresses).map((o) => {
    const held = o.coupon && userCoupons.find((u) => u.userCouponId === o.coupon!.userCouponId)
    return held ? { ...o, coupon: { ...o.coupon!, validTo: held.validTo } } : o
  })
  holdSeedStock(orders, skus)
  const afterSales = seedAfterSales(orders)
  return {
    users,
    tokens: seedTokens(now),
    wechatOpenIds: {},
    firstAnswers: {},
    pointRecords: seedPointRecords(now),
    regions,
    dealers,
    secondaryDealers: seedSecondaryDealers(dealers),
    vehicleTypes,
    salesCars: seedSalesCars(vehicleTypes),
    categories: seedCategories(),
    goods,
    skus,
    itemDetails: details,
    reviews,
    coupons: seedCoupons(now),
    userCoupons,
    cart: seedCart(now),
    addresses,
    orders,
    afterSales,
    contents,
    articles: [...articles, ...seedCarArticles(now, vehicleTypes)],
    comments: seedComments(now, [...contents.map((c) => c.id), ...articles.map((a) => a.id)]),
    flags: { 'like:1:102': true, 'collect:1:103': true, 'alike:1:501': true, 'clike:1:1': true, 'help:2:1': true },
    topics,
    classmates: seedClassmates(now),
    sensitiveWords: [...SENSITIVE_WORDS],
    greenWords: [...GREEN_WORDS],
    tasks: seedTasks(),
    signIns: seedSignIns(now),
    medals: seedMedals(),
    userMedals: seedUserMedals(now),
    ...seedActivitiesAll(now),
    serviceOrders: seedServiceOrders(now, dealers),
    otherCars: seedOtherCars(now),
    evaluations: seedEvaluations(now),
    ...seedCharging(now),
    surveys: seedSurveys(now),
    surveyResponses: seedSurveyResponses(now),
    ...seedCreatorAll(now),
    ...seedPartnerAll(now),
    ...seedOccupationAll(now),
    ...seedWelfareAll(now),
    ...seedMuseumAll(now),
    ...seedYearlyAll(now),
    ...seedTeamPkAll(now, users),
    displayEvents: seedDisplayEvents(now),
    floorPages: seedFloorPages(),
    appAccounts: seedAppAccounts(now),
    rngState: 20250301,
    captchas: {},
    captchaTokens: {},
    smsCodes: {},
    magazineIssues: magazine.issues,
    magazinePages: magazine.pages,
    banners: seedBanners(now),
    mutualRule: seedMutualRule(now),
    subscriptions: [],
    subscriptionSends: [],
    seq: {},
  }
}
