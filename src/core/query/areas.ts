/**
 * The first part of every key of the data cache: one name per area of data. Every query
 * definition starts its key with one of these and every write marks one of them (or a key a
 * definition built), so no area is spelled by hand anywhere else and a write of one area can
 * mark another's reads (a test drive shows in the evaluations) without importing that feature.
 */
export const AREA = {
  activity: 'activity',
  address: 'address',
  car: 'car',
  charging: 'charging',
  /** The community: posts, feeds, comments, members. */
  community: 'posts',
  config: 'config',
  creator: 'creator',
  dealer: 'dealer',
  display: 'display',
  evaluation: 'evaluation',
  /** Configured pages of floors (banners, goods, articles). */
  floor: 'floor',
  invite: 'invite',
  lottery: 'lottery',
  magazine: 'magazine',
  maintenance: 'maintenance',
  mall: 'mall',
  museum: 'museum',
  mutualHelp: 'mutual',
  occupation: 'occupation',
  otherCar: 'other-car',
  partner: 'partner',
  privacy: 'privacy',
  region: 'region',
  service: 'service',
  signIn: 'sign-in',
  survey: 'survey',
  teamPk: 'team-pk',
  /** The signed-in user: profile, medals, points. */
  user: 'user',
  warranty: 'warranty',
  welfare: 'welfare',
  yearlyReport: 'yearly-report',
} as const
