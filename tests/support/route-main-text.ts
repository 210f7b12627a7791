// What each route shows once its data is in, for the every-route checks of both builds
// (tests/weapp/every-route.test.ts, tests/e2e/every-route.spec.ts).
export const WEBVIEW = 'pages/webview-h5/webview-h5'

/**
 * What each built screen shows once its data is in: a seeded record of the dev API server (or,
 * on a form, the text only that form has). The route's title would not do: the navigation bar
 * draws it on every page, whether the data came or not. Not a date-derived text (an order number
 * made from its creation day): the seed dates records relative to today, so such a text changes
 * from one day to the next. A new screen adds its line here.
 */
export const MAIN_TEXT: Record<string, string> = {
  'pages/book-browse/book-browse': '《星驰》驶向春天',
  'pages/car/car': '远航 L8 增程版',
  'pages/mine/mine': '车主小王',
  'pages/login/index': '获取验证码',
  'pages/switch/index': '向右拖动滑块完成拼图',
  'pages/switch/indexTX': '拖动下方滑块完成拼图',
  'pages/category-list/category-list': '星驰全包围 TPE 脚垫',
  'pages/book-browse/share': '《星驰》冬日暖行',
  'pages/infoCollect/infoCollect': '腾讯位置服务 SDK',
  // Opened with no query (a real link would leave for WeChat): the missing-argument page.
  'pages/openUrlLink/index': '已打开小程序',
  'pages/migration/index-app': '注册 App 账号',
  'pages/busin-download/busin-download': '远程控车：空调、车锁、座椅加热一键完成',
  'pages/chargingStation/repairReport': '粤B·D67890 · XC',
  'pages/chargingStation/list': '插枪后桩体无反应',
  'pages/chargingStation/parity': '深圳湾科技生态园 2 栋地下车库 B2-118',
  'pages/videoPage/videoTailor': '选择一段视频，再选一帧作为封面',
  'package-car/pages/choice-stores/choice-stores': '星驰汽车上海徐汇店',
  'package-car/pages/search-dealer/search-dealer': '星驰汽车上海南京东路展厅',
  'package-car/pages/share-list/share-list': '深圳市腾讯计算机系统有限公司',
  'package-mine/pages/agreement/agreement': '星驰汽车隐私政策',
  'package-car/pages/maintenance-history/index': '远航 L6 四驱版',
  'package-car/pages/maintenance-history/details': '机油滤清器',
  'package-car/pages/specifications-lifetime-warranty/index': '不符合终身质保条件',
  'package-car/pages/service-progress-list/service-progress-list': '故障维修',
  'package-car/pages/service-progress/service-progress': '配件已下单，预计 1 天到店',
  'package-car/pages/other-car/index': '粤B·5T7Q9',
  'package-car/pages/other-car/add': '上传行驶证主页',
  'package-car/pages/city-select/index': '热门城市',
  'package-car/pages/test-drive/index': '星驰汽车上海浦东旗舰店',
  'package-survey/pages/survey/survey': '车主用车体验调研',
  'package-survey/pages/evaluation/evaluation': '销售顾问 林晓',
  'package-survey/pages/evaluation/serve/serve': '钣金喷漆',
  'package-survey/pages/evaluation/activity/activity': '城市夜骑车友会（已结束）',
  'package-survey/pages/evaluation/sales/sales': '试驾车型 远航 L8 增程版',
  'package-survey/pages/survey-list/survey-list': '充电体验小调查',
  'package-survey-new/pages/survey/survey': '你的爱车是哪种动力？',
  'package-mine/pages/sign-in/sign-in': '已连续签到',
  'package-mine/pages/swiper/swiper': '车主节幸运大转盘',
  'package-mine/pages/sign-in-rule/sign-in-rule': '连续签到满 7 天额外奖励 30 积分',
  'package-mine/pages/invite-nav/invite-nav': '推荐好友购车',
  'package-mine/pages/invite-full/invite-full': '保存到相册',
  'package-mine/pages/invite-full-car/invite-full-car': '保存到相册',
  'package-mine/pages/invite-friend/invite-friend': 'XC000001',
  'package-mine/pages/invite-friend-car/invite-friend-car': '推荐购车 赢万元好礼',
  'package-mine/pages/invite-buy/invite-buy': '最高 5000 积分 + 全面保养套餐',
  'package-activity/pages/register/index': '春日试驾嘉年华',
  'package-activity/pages/recommend-purchase/index': '小李爱自驾 的推荐即可生效',
  'package-mine/pages/invite-record/invite-record': '154****6666',
  'package-mine/pages/lottery-page/lottery-detail': '车主节幸运大转盘',
  'package-mine/pages/lottery-page/prize-page': '车载香氛礼盒',
  'package-mine/pages/lottery-page/prize-detail': '确认后 7 个工作日内寄出',
  'package-mine/pages/lottery-page/record-page': 'LX50-8K2M-Q7PA',
  'package-mine/pages/creator-center/data-center': '浏览趋势',
  'package-mine/pages/invite-record-car/invite-record-car': '赵磊',
  'package-mine/pages/creator-center/index': '星驰 S7 车主，记录自驾、露营和用车心得，偶尔拍拍车。',
  'package-mine/pages/creator-center/create': '你已是创作者',
  'package-mine/pages/creator-center/submit-work': '外部链接',
  'package-mine/pages/creator-center/poster': '把名片分享给好友，扫码即可关注你的创作',
  'package-mine/pages/creator-center/retain-capital': '为好友预约专属顾问',
  'package-mine/pages/creator-center/classroom': '创作者入驻指南',
  'package-mine/pages/creator-center/activity-list': '我的冬季续航实测',
  'package-mine/pages/creator-center/activity-detail': '提交作品即得参与奖（保温杯，包邮到家，每人限一份）',
  'package-mine/pages/creator-center/chooseAddress': '星驰 S7 1:18 合金车模',
  'package-mine/pages/auth-info-page/index': '教师节专属礼包',
  'package-mine/pages/auth-info-page/create': '阅读《个人敏感信息处理规则》全文',
  // The partner centre (issue 26): the dev user is a signed partner (mock/seed/partner.ts).
  'package-mine/pages/partner-center/index': '推荐客户 赵*婷 购车成交',
  'package-mine/pages/partner-center/progress': '进入合伙人中心',
  'package-mine/pages/partner-center/rules': '星驰合伙人规则',
  'package-mine/pages/partner-center/retain-capital': '为好友预约专属顾问',
  'package-mine/pages/partner-center/poster': '好友扫码登记后，留资、试驾与成交都会计入你的推荐',
  'package-mine/pages/partner-center/indexToImage': '保存图片，分享你的推荐战绩',
  // The welfare society (issue 27): the dev user is an approved member (mock/seed/welfare.ts).
  'pages/welfare/welfareSociety': '星驰车主公益福利社',
  'pages/welfare/agreement': '福利社会员协议',
  'pages/welfare/application': '你已是福利社会员',
  'pages/welfare/check': '王小明',
  'pages/welfareShare/index': '山区学校图书角',
  // The mutual-help alliance: the spec's rule, and the tips' rescue line from the front-end config.
  'pages/motorists-help-instructions/instructions': '车主互助联盟规则',
  'pages/motorists-help-instructions/tip': '拨打道路救援 400-880-1234',
  'package-mine/pages/activity-detail/activity-detail': '春日试驾嘉年华',
  'package-mine/pages/user-information-capture/retain-capital': '留下联系方式，顾问将为你介绍车型、试驾与购车优惠。',
  'package-mine/pages/chargingStation/applicationInfomation': '该车辆已安装家用充电桩',
  'package-mine/pages/chargingStation/applicationDetail': '充电桩已安装并通电调试完成，可以正常使用',
  'package-mine/pages/chargingStation/notice': '家用充电桩安装须知',
  // 全部服务: an entry of the group only it shows (mine shows the others).
  'package-mine/pages/services/services': '品牌博物馆',
  'package-community/pages/community-detail/community-detail': '轻风 Mini 停车神器',
  'package-community/pages/classmates-detail/classmates-detail': '一起带着远航去露营。',
  'package-community/pages/classmates-detail/share-help': '为TA助力',
  'package-community/pages/article-detail/article-detail': '冬季用车指南：电池保养五件事',
  'package-community/pages/topic-detail/topic-detail': '带上车去看山海',
  'package-community/pages/dealer/detail/detail': '北京市东城区东直门南大街 9 号',
  'package-community/pages/personal/personal': '五年电车老司机，充电攻略分享。',
  'package-home/pages/info-car-intro-detail/index': '星驰 S9 车型介绍',
  'package-home/pages/info-car-intro-detail-toApp/index': '打开 App',
  'package-mall/pages/goods-detail/index': '头层牛皮，四季通用',
  'package-mall/pages/cart/index': '星驰车主冲锋衣',
  'package-mall/pages/coupons/index': '新车主礼包券',
  'package-mall/pages/address-list/index': '中关村软件园二期 8 号楼',
  'package-mall/pages/address-edit/index': '北京市 朝阳区',
  // Orders (issue 30, the dev user's seeded 3001-3007): on 全部 only a row says 已关闭 (3005; no tab
  // is called that); 3003 is the shipped one.
  'package-mall/pages/order-list/index': '已关闭',
  'package-mall/pages/order-detail/index': '顺丰速运',
  // Request 5001 (a return on 3007, its goods on their way back): the status head.
  'package-mall/pages/after-sale-detail/index': '商品寄回中',
  // Order 3002 is paid (to ship): the return page finds it so.
  'package-mall/pages/pay-result/index': '支付成功',
  // 3003 shipped, its one line returnable and in the window: the form offers 退货退款 and 换货.
  'package-mall/pages/after-sale-apply/index': '退货退款',
  // Opened as 立即购买 of a seeded payType 4 goods: its points row.
  'package-mall/pages/order-confirm/index': '使用积分',
  // Team PK (issue 27): season 1 running; 901 is the dev user's team, 951 its head-to-head with 902 (mock/seed/team-pk.ts).
  'pages/teamPk/components/giveHelp': '星驰先锋队',
  'pages/teamPk/components/generalList': '星驰先锋队',
  'pages/teamPk/pages/pkDetail': '星驰先锋队',
  'pages/teamPk/components/rules': '战队 PK 赛规则',
  // The team detail opens 902 (route-queries); the dev user captains 901, so forming a team says
  // why not; 904 leads the ranking; 911 is the first Beijing team with room that is not the dev user's.
  'pages/teamPk/pages/PKTeamDetail': '星火燎原队',
  'pages/teamPk/components/myTeam': '星驰先锋队',
  'pages/teamPk/components/formTeam': '本赛季每人只能加入一支战队',
  'pages/teamPk/components/teamList': '西湖骑士团',
  'pages/teamPk/pages/recommended': '燕京夜行队',
  // The museum's first item, person and journal issue (mock/seed/museum.ts).
  'package-museum/hall': '特刊馆',
  'package-museum/collection': '星驰一号',
  'package-museum/collection-detail': '星驰一号',
  'package-museum/hall-of-fame': '陈澜',
  'package-museum/hall-of-fame-detail': '陈澜',
  'package-museum/journal-special-detail': '星驰二十八年：从一张手稿开始',
  // The yearly report: texts each screen shows once the year is in (the figures and the keyword are the seed's).
  'yearly-report/pages/index': '上滑继续',
  'yearly-report/pages/keyword': '远方',
  'yearly-report/pages/share-card': '长按或保存图片，分享你的年度报告',
  'yearly-report/pages/share': '查看我的年度报告',
  // Issue 29: the event running now (mock/seed/display.ts; its figures change as users act) and
  // the floor page's title, which the nav bar shows once the page has come (mock/seed/floors.ts).
  'pages/display-data/display-data': '星驰 S7 上市品鉴会',
  'pages/cusfloor/index': '冬季用车关怀季',
}

/**
 * Where H5 shows something else: the poster is an image to long-press, not a button; Chromium
 * grants no location, so dealers are those of the network city (北京市) instead of the
 * harness's 上海市; outside the brand's app the car page offers to download it.
 */
const H5_MAIN_TEXT: Record<string, string> = {
  'package-car/pages/choice-stores/choice-stores': '星驰汽车北京海淀体验中心',
  'package-car/pages/search-dealer/search-dealer': '星驰汽车北京西单商场展厅',
  'package-car/pages/test-drive/index': '星驰汽车北京海淀体验中心',
  'package-home/pages/info-car-intro-detail-toApp/index': '下载 App',
  'package-mine/pages/invite-full/invite-full': '长按图片保存',
  'package-mine/pages/invite-full-car/invite-full-car': '长按图片保存',
  // The browser is sent to WeChat's URL Link (the check stops it there); the link stays to copy.
  'pages/openUrlLink/index': '如未自动打开，请复制下方链接，在微信中打开',
}

export const mainTextH5 = (path: string): string | undefined => H5_MAIN_TEXT[path] ?? MAIN_TEXT[path]
