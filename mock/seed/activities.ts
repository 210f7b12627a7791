// Marketing activities: registration, recommend-a-purchase, lottery, invitations, test drives.
import { EXPIRED_REASON } from '../../src/features/lottery/prize-rules'
import type { Db } from '../state/db'
import { addDays, chinaDay, days, hours, iso } from '../core/time'
import { img } from './img'

export function seedRegister(now: number): Pick<Db, 'registerActivities' | 'registerRecords'> {
  const registerActivities: Db['registerActivities'] = [
    { id: 201, hash: 'spring-ride-2025', name: '春日试驾嘉年华', cover: img('covers', 'act-201', '春日试驾嘉年华'),
      description: '<p>全系车型<strong>免费试驾</strong>，到场即送定制帆布袋。</p>', address: '北京市朝阳区望京街 10 号',
      startTime: iso(now + days(10)), endTime: iso(now + days(11)), signupEndTime: iso(now + days(8)), quota: 200, registeredNum: 2, status: 2 },
    { id: 202, hash: 'camp-night-2025', name: '星空露营之夜', cover: img('covers', 'act-202', '星空露营之夜'),
      description: '<p>限 30 组家庭，自带车辆，官方提供帐篷与晚餐。</p>', address: '杭州市淳安县千岛湖露营基地',
      startTime: iso(now + days(20)), endTime: iso(now + days(21)), signupEndTime: iso(now + days(15)), quota: 30, registeredNum: 30, status: 2 },
    { id: 203, hash: 'winter-test-2024', name: '冰雪试驾营（已结束）', cover: img('covers', 'act-203', '冰雪试驾营'),
      description: '<p>已圆满结束，感谢参与。</p>', address: '黑龙江省黑河市',
      startTime: iso(now - days(60)), endTime: iso(now - days(58)), signupEndTime: iso(now - days(65)), quota: 50, registeredNum: 48, status: 3 },
    // Open to owners of other brands (the other-car page lists them, mock/seed/other-cars.ts).
    { id: 204, hash: 'trade-in-2025', name: '老车换新 · 置换补贴', cover: img('covers', 'act-204', '置换补贴'),
      description: '<p>名下任意品牌车辆置换星驰全系车型，至高享 <strong>8000 元置换补贴</strong>，旧车免费上门评估。</p>', address: '全国星驰汽车授权门店',
      startTime: iso(now - days(10)), endTime: iso(now + days(60)), signupEndTime: iso(now + days(45)), quota: 500, registeredNum: 128, status: 2 },
    { id: 205, hash: 'other-owner-day', name: '异品牌车主试驾日', cover: img('covers', 'act-205', '异品牌车主试驾日'),
      description: '<p>其他品牌车主到店试驾，送 <strong>200 积分</strong>与 1:43 车模，名额有限。</p>', address: '广东省深圳市南山区科技园科苑路 15 号',
      startTime: iso(now + days(14)), endTime: iso(now + days(15)), signupEndTime: iso(now + days(12)), quota: 60, registeredNum: 21, status: 2 },
    { id: 206, hash: 'owner-road-trip', name: '车主自驾游 · 千岛湖', cover: img('covers', 'act-206', '车主自驾游'),
      description: '<p>不限品牌车主报名，官方领队，含营地午餐与活动保险。</p>', address: '浙江省杭州市淳安县千岛湖',
      startTime: iso(now + days(25)), endTime: iso(now + days(26)), signupEndTime: iso(now + days(20)), quota: 40, registeredNum: 33, status: 2 },
    { id: 207, hash: 'trade-in-2024', name: '冬季置换季（已结束）', cover: img('covers', 'act-207', '冬季置换季'),
      description: '<p>活动已结束，感谢参与。</p>', address: '全国星驰汽车授权门店',
      startTime: iso(now - days(120)), endTime: iso(now - days(30)), signupEndTime: iso(now - days(35)), quota: 300, registeredNum: 300, status: 3 },
    // Ended activities the dev user attended (with 203): their evaluations (issue 16).
    { id: 208, hash: 'city-night-ride-2025', name: '城市夜骑车友会（已结束）', cover: img('covers', 'act-208', '城市夜骑车友会'),
      description: '<p>车友结伴夜游滨海大道，沿途补能打卡。</p>', address: '深圳市南山区深圳湾公园',
      startTime: iso(now - days(20)), endTime: iso(now - days(20) + hours(4)), signupEndTime: iso(now - days(25)), quota: 80, registeredNum: 2, status: 3 },
    { id: 209, hash: 'owner-class-2025', name: '新车主用车课堂（已结束）', cover: img('covers', 'act-209', '新车主用车课堂'),
      description: '<p>补能、智驾与保养，一堂课讲清楚。</p>', address: '深圳市南山区星驰汽车深圳南山店',
      startTime: iso(now - days(35)), endTime: iso(now - days(35) + hours(2)), signupEndTime: iso(now - days(37)), quota: 40, registeredNum: 1, status: 3 },
    // Registration not open yet (the hub's 即将开始 tab).
    { id: 210, hash: 'summer-track-day', name: '夏季赛道体验日', cover: img('covers', 'act-210', '夏季赛道体验日'),
      description: '<p>专业教练陪同，赛道体验性能模式与弯道操控，报名开放后限量 50 席。</p>', address: '上海市嘉定区上海国际赛车场',
      startTime: iso(now + days(40)), endTime: iso(now + days(40) + hours(6)), signupEndTime: iso(now + days(35)), quota: 50, registeredNum: 0, status: 1 },
    { id: 211, hash: 'family-picnic-2025', name: '亲子自然课堂', cover: img('covers', 'act-211', '亲子自然课堂'),
      description: '<p>车主家庭专场：自然导师带队认识植物与昆虫，含午餐。</p>', address: '北京市海淀区北京植物园',
      startTime: iso(now + days(30)), endTime: iso(now + days(30) + hours(5)), signupEndTime: iso(now + days(27)), quota: 60, registeredNum: 0, status: 1 },
    { id: 212, hash: 'autumn-tour-2025', name: '金秋川西自驾', cover: img('covers', 'act-212', '金秋川西自驾'),
      description: '<p>五天四晚川西环线，官方领队与补能保障。</p>', address: '四川省成都市武侯区人民南路四段 1 号（集合）',
      startTime: iso(now + days(55)), endTime: iso(now + days(59)), signupEndTime: iso(now + days(45)), quota: 30, registeredNum: 0, status: 1 },
  ]
  const registerRecords: Db['registerRecords'] = [
    { id: 1, activityId: 201, activityName: '春日试驾嘉年华', accountId: 2, name: '李娜', mobile: '139****9000', companions: 1, createdAt: iso(now - days(2)) },
    { id: 2, activityId: 201, activityName: '春日试驾嘉年华', accountId: 4, name: '张伟', mobile: '136****6000', companions: 0, createdAt: iso(now - days(1)) },
    { id: 3, activityId: 203, activityName: '冰雪试驾营（已结束）', accountId: 1, name: '王小明', mobile: '138****8000', companions: 2, createdAt: iso(now - days(70)) },
    { id: 4, activityId: 208, activityName: '城市夜骑车友会（已结束）', accountId: 1, name: '王小明', mobile: '138****8000', companions: 0, createdAt: iso(now - days(28)) },
    { id: 5, activityId: 209, activityName: '新车主用车课堂（已结束）', accountId: 1, name: '王小明', mobile: '138****8000', companions: 1, createdAt: iso(now - days(40)) },
    { id: 6, activityId: 208, activityName: '城市夜骑车友会（已结束）', accountId: 2, name: '李娜', mobile: '139****9000', companions: 0, createdAt: iso(now - days(27)) },
    // The dev user's registrations still ahead or under way (the hub's 我的报名: 待参加, 进行中).
    { id: 7, activityId: 205, activityName: '异品牌车主试驾日', accountId: 1, name: '王小明', mobile: '138****8000', companions: 1, createdAt: iso(now - days(3)) },
    { id: 8, activityId: 204, activityName: '老车换新 · 置换补贴', accountId: 1, name: '王小明', mobile: '138****8000', companions: 0, createdAt: iso(now - days(6)) },
  ]
  return { registerActivities, registerRecords }
}

export function seedRecommend(now: number): Pick<Db, 'recommendActivities' | 'recommendRecords' | 'recommendScenes'> {
  const names: [string, string, number, string, number][] = [
    ['刘洋', '15011112222', 1, 'EV-BJ-001', 3], ['陈静', '15122223333', 3, 'EV-BJ-002', 2],
    ['赵磊', '15233334444', 2, 'EV-SH-001', 1], ['孙悦', '15344445555', 7, 'EV-HZ-001', 1],
  ]
  const status = ['', '已留资', '已试驾', '已购车']
  const vt = ['', '星驰 S7', '星驰 S9', '远航 L6', '', '', '', '云境 X5']
  const dealers: Record<string, string> = { 'EV-BJ-001': '星驰汽车北京东城中心店', 'EV-BJ-002': '星驰汽车北京海淀体验中心', 'EV-SH-001': '星驰汽车上海浦东旗舰店', 'EV-HZ-001': '星驰汽车杭州滨江店' }
  return {
    recommendActivities: [
      { id: 401, name: '推荐购车 赢万元好礼', cover: img('covers', 'act-401', '推荐购车赢好礼'),
        rule: '<ol><li>好友通过你的邀请留资即得 200 积分；</li><li>好友完成试驾再得 500 积分；</li><li>好友购车成功，你将获得 5000 积分与保养套餐。</li></ol>',
        rewardDesc: '最高 5000 积分 + 全面保养套餐', startTime: iso(now - days(30)), endTime: iso(now + days(60)), status: 2 },
      { id: 402, name: '老带新 2024 冬季版（已结束）', cover: img('covers', 'act-402', '老带新冬季版'),
        rule: '<p>活动已结束。</p>', rewardDesc: '3000 积分', startTime: iso(now - days(150)), endTime: iso(now - days(60)), status: 3 },
    ],
    recommendRecords: names.map(([name, mobile, vehicleTypeId, dealerCode, st], i) => ({
      id: i + 1, activityId: 401, inviterAccountId: i < 3 ? 1 : 2, name, fullMobile: mobile,
      mobile: `${mobile.slice(0, 3)}****${mobile.slice(7)}`, vehicleTypeId, vehicleTypeName: vt[vehicleTypeId],
      dealerCode, dealerName: dealers[dealerCode], status: st, statusText: status[st],
      rewardPoint: [0, 200, 700, 5700][st], createdAt: iso(now - days(20 - i * 4)),
    })),
    // Shares of the dev user (a poster) and of user 2 (a link): the sceneIds of the seeded recommend-purchase links.
    recommendScenes: [
      { sceneId: '401-1-seed01', activityId: 401, scene: 'poster', accountId: 1, createdAt: iso(now - days(2)) },
      { sceneId: '401-2-seed02', activityId: 401, scene: 'share', accountId: 2, createdAt: iso(now - days(1)) },
    ],
  }
}

type PrizeRow = [name: string, prizeType: number, points: number, stock: number, weight: number]

/** How each kind of prize is claimed and how long it stays valid (prize-detail shows both). */
const CLAIM: Record<number, [claimNote: string, validity: string]> = {
  0: ['未中奖，无需领取', '—'],
  1: ['在「我的中奖记录」中选择收货地址领取，确认后 7 个工作日内寄出', '中奖后 30 天内领取，逾期视为放弃'],
  2: ['中奖后自动发放到积分账户，可在积分明细中查看', '积分长期有效'],
  3: ['在「我的中奖记录」中查看兑换码，复制后在商城结算时使用', '兑换码自中奖起 30 天内有效'],
}

/**
 * Lottery activities, each a game with its prizes (sort 1 is the top prize, 谢谢参与 last).
 * Prize counts the seed uses (the wheel and grid kit tests each): wheel 6 (301) and 8 (303),
 * grid 8 (302, 304). 301 wheel, running; 302 grid, running (one prize out of stock);
 * 303 wheel, starts in 2 days; 304 grid, ended.
 */
const GAMES: [id: number, name: string, gameType: 'wheel' | 'grid', start: number, end: number, rows: PrizeRow[]][] = [
  [301, '车主节幸运大转盘', 'wheel', -5, 25, [
    ['星驰 S7 1:18 车模', 1, 0, 5, 2], ['1000 积分', 2, 1000, 50, 5], ['100 积分', 2, 100, 500, 25],
    ['车主节通用券', 3, 0, 300, 18], ['品牌棒球帽', 1, 0, 20, 5], ['谢谢参与', 0, 0, 99999, 45],
  ]],
  [302, '九宫格欢乐抽', 'grid', -3, 27, [
    ['车载香氛礼盒', 1, 0, 10, 3], ['星驰定制保温杯', 1, 0, 0, 5], ['500 积分', 2, 500, 100, 8], ['商城 50 元代金券', 3, 0, 200, 12],
    ['50 积分', 2, 50, 1000, 25], ['保养 9 折券', 3, 0, 300, 12], ['20 积分', 2, 20, 5000, 20], ['谢谢参与', 0, 0, 99999, 15],
  ]],
  [303, '新春开运转盘', 'wheel', 2, 30, [
    ['星驰 S9 1:18 车模', 1, 0, 3, 1], ['2000 积分', 2, 2000, 20, 3], ['充电桩安装券', 3, 0, 50, 6], ['品牌雨伞', 1, 0, 50, 10],
    ['200 积分', 2, 200, 500, 20], ['洗车券', 3, 0, 500, 20], ['10 积分', 2, 10, 9999, 20], ['谢谢参与', 0, 0, 99999, 20],
  ]],
  [304, '秋季宠粉九宫格', 'grid', -60, -30, [
    ['露营天幕', 1, 0, 5, 2], ['车载冰箱', 1, 0, 3, 1], ['300 积分', 2, 300, 100, 10], ['商城 30 元代金券', 3, 0, 200, 15],
    ['30 积分', 2, 30, 1000, 25], ['洗车券', 3, 0, 300, 17], ['10 积分', 2, 10, 9999, 15], ['谢谢参与', 0, 0, 99999, 15],
  ]],
]

export function seedLottery(now: number): Pick<Db, 'lotteryActivities' | 'prizes' | 'drawTimes' | 'lotteryRecords'> {
  const prizes: Db['prizes'] = []
  const lotteryActivities: Db['lotteryActivities'] = GAMES.map(([id, name, gameType, start, end, rows]) => {
    for (const [i, [prizeName, prizeType, points, stock, weight]] of rows.entries()) {
      const prizeId = prizes.length + 1
      const [claimNote, validity] = CLAIM[prizeType]
      prizes.push({
        id: prizeId, activityId: id, name: prizeName, prizeType, points, stock, weight, sort: i + 1, claimNote, validity,
        image: img('prizes', `prize-${prizeId}`, prizeName), description: prizeType === 0 ? '再接再厉' : `奖品：${prizeName}`,
      })
    }
    return {
      id, name, gameType, cover: img('banners', `lottery-${id}`, name),
      rule: '<p>每位用户每天可抽奖 3 次，签到可额外获得 1 次机会。实物奖品 7 个工作日内寄出。</p>',
      startTime: iso(now + days(start)), endTime: iso(now + days(end)), status: start > 0 ? 1 : end < 0 ? 3 : 2,
    }
  })
  const nameOf = (activityId: number) => lotteryActivities.find((a) => a.id === activityId)!.name
  const home = { receiverName: '王小明', mobile: '13800138000', address: '北京市北京市朝阳区望京街道阜通东大街 6 号院 3 号楼 1201' }
  // The dev user's records in every state (RECORD_STATUS): 1 to claim (8 and 2), 2 to ship (4),
  // 3 received (points 1, code 3, physical 5, shipped and confirmed), 4 expired (6), 0 no prize (7).
  const rows: [id: number, activityId: number, prizeId: number, status: number, daysAgo: number, extra?: Partial<Db['lotteryRecords'][number]>][] = [
    [1, 301, 3, 3, 1],
    [2, 301, 1, 1, 2, { validUntil: iso(now + days(28)) }],
    [3, 302, 10, 3, 5, { validUntil: iso(now + days(25)), code: 'LX50-8K2M-Q7PA' }],
    [4, 301, 5, 2, 4, { validUntil: iso(now + days(26)), shipTo: home }],
    [5, 304, 23, 3, 40, { validUntil: iso(now + days(-10)), shipTo: home, carrier: '顺丰速运', trackingNo: 'SF1402837465', shippedAt: iso(now - days(38)), receivedAt: iso(now - days(35)) }],
    [6, 304, 24, 4, 50, { validUntil: iso(now - days(20)), expiredReason: EXPIRED_REASON }],
    [7, 301, 6, 0, 3],
    [8, 302, 7, 1, 6, { validUntil: iso(now + days(24)) }],
  ]
  return {
    lotteryActivities,
    prizes,
    // Today's draws (keyed by the China day: a new day starts from the rule's quota again).
    drawTimes: { [`1:301:${chinaDay(now)}`]: { total: 3, used: 1 }, [`2:301:${chinaDay(now)}`]: { total: 3, used: 3 } },
    lotteryRecords: rows.map(([id, activityId, prizeId, status, daysAgo, extra]) => {
      const p = prizes[prizeId - 1]
      return {
        id, accountId: 1, activityId, activityName: nameOf(activityId), prizeId, prizeName: p.name, prizeImage: p.image,
        prizeType: p.prizeType, won: p.prizeType !== 0, status, drawAt: iso(now - days(daysAgo)),
        validUntil: null, code: null, shipTo: null, carrier: null, trackingNo: null, shippedAt: null, receivedAt: null, expiredReason: null, ...extra,
      }
    }),
  }
}

export function seedInvites(now: number): Db['invites'] {
  const rows: [number, string, string, number, number][] = [
    [1, '刘洋', '15011112222', 1, 3], [1, '陈静', '15122223333', 1, 1], [1, '赵磊', '15233334444', 2, 2],
    [1, '周婷', '15455556666', 1, 1], [1, '吴昊', '15566667777', 2, 3], [2, '孙悦', '15344445555', 1, 1],
  ]
  const text = ['', '已注册', '已试驾', '已购车']
  return rows.map(([inviterId, name, mobile, type, status], i) => ({
    id: i + 1, inviterId, type, inviteeName: `${name.slice(0, 1)}**`, inviteeAvatar: img('avatars', `invitee-${i + 1}`, name.slice(0, 1)),
    inviteeMobile: `${mobile.slice(0, 3)}****${mobile.slice(7)}`, status, statusText: text[status],
    rewardPoint: type === 1 ? 200 : [0, 200, 700, 5700][status], createdAt: iso(now - days(40 - i * 6)),
  }))
}

// Test drives done (status 3): the sales consultant who went along can be evaluated (issue 16).
type DoneTestDrive = [id: number, accountId: number, vehicleTypeId: number, vehicleTypeName: string, dealerCode: string, dealerName: string, daysAgo: number]
const DONE_TEST_DRIVES: DoneTestDrive[] = [
  [2, 1, 4, '远航 L8 增程版', 'EV-SZ-001', '星驰汽车深圳南山店', 12],
  [3, 1, 7, '云境 X5', 'EV-SZ-002', '星驰汽车深圳福田店', 45],
  [4, 2, 2, '星驰 S9', 'EV-SH-001', '星驰汽车上海浦东旗舰店', 30],
]

export function seedTestDrives(now: number): Db['testDrives'] {
  const booked = {
    id: 1, accountId: 1, name: '王小明', mobile: '13800138000', vehicleTypeId: 2, vehicleTypeName: '星驰 S9',
    dealerCode: 'EV-BJ-001', dealerName: '星驰汽车北京东城中心店', expectDate: addDays(chinaDay(now), 3),
    remark: '希望周末上午', status: 2, createdAt: iso(now - days(1)),
  }
  const done = DONE_TEST_DRIVES.map(([id, accountId, vehicleTypeId, vehicleTypeName, dealerCode, dealerName, ago]) => ({
    id, accountId, name: accountId === 1 ? '王小明' : '李娜', mobile: accountId === 1 ? '13800138000' : '13900139000',
    vehicleTypeId, vehicleTypeName, dealerCode, dealerName, expectDate: addDays(chinaDay(now), -ago), remark: '',
    status: 3, createdAt: iso(now - days(ago + 3)),
  }))
  return [booked, ...done]
}
