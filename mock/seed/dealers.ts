// Dealers (4S stores) and secondary dealers (city showrooms) across 7 provinces and 11
// cities. Province and city names come from the region tree through the district code.
import type { Region } from '../../types/api/user2'
import type { SecondaryDealer } from '../../types/api/domain'
import type { DealerRow } from '../state/db'
import { img } from './img'

type Row = [id: number, code: string, name: string, district: string, address: string, phone: string, lat: number, lng: number, score: number]

const rows: Row[] = [
  [1, 'EV-BJ-001', '星驰汽车北京东城中心店', '110101', '北京市东城区东直门南大街 9 号', '010-64001234', 39.9402, 116.4346, 4.9],
  [2, 'EV-BJ-002', '星驰汽车北京海淀体验中心', '110108', '北京市海淀区中关村大街 27 号', '010-82005678', 39.9836, 116.3161, 4.8],
  [3, 'EV-BJ-003', '星驰汽车北京朝阳望京店', '110105', '北京市朝阳区望京街 10 号', '010-84761122', 39.9965, 116.4707, 4.7],
  [4, 'EV-SH-001', '星驰汽车上海浦东旗舰店', '310115', '上海市浦东新区张杨路 500 号', '021-58881234', 31.2297, 121.5203, 4.9],
  [5, 'EV-SH-002', '星驰汽车上海徐汇店', '310104', '上海市徐汇区漕溪北路 88 号', '021-64871234', 31.1918, 121.4387, 4.6],
  [6, 'EV-GZ-001', '星驰汽车广州天河店', '440106', '广州市天河区天河路 385 号', '020-38881234', 23.1322, 113.3271, 4.8],
  [7, 'EV-GZ-002', '星驰汽车广州番禺店', '440113', '广州市番禺区迎宾路 730 号', '020-34561234', 22.9936, 113.3498, 4.5],
  [8, 'EV-SZ-001', '星驰汽车深圳南山店', '440305', '深圳市南山区深南大道 9668 号', '0755-86001234', 22.5404, 113.9519, 4.9],
  [9, 'EV-SZ-002', '星驰汽车深圳福田店', '440304', '深圳市福田区福华三路 168 号', '0755-83001234', 22.5364, 114.0556, 4.7],
  [10, 'EV-FS-001', '星驰汽车佛山南海店', '440605', '佛山市南海区桂城南海大道 36 号', '0757-86201234', 23.0349, 113.1544, 4.4],
  [11, 'EV-HZ-001', '星驰汽车杭州滨江店', '330108', '杭州市滨江区江南大道 3688 号', '0571-86601234', 30.2083, 120.2108, 4.8],
  [12, 'EV-HZ-002', '星驰汽车杭州西湖店', '330106', '杭州市西湖区文三路 478 号', '0571-88201234', 30.2776, 120.1305, 4.6],
  [13, 'EV-NB-001', '星驰汽车宁波鄞州店', '330212', '宁波市鄞州区天童南路 588 号', '0574-87701234', 29.8174, 121.5568, 4.5],
  [14, 'EV-NJ-001', '星驰汽车南京江宁店', '320115', '南京市江宁区双龙大道 1118 号', '025-52101234', 31.9374, 118.8296, 4.7],
  [15, 'EV-SZH-001', '星驰汽车苏州吴中店', '320506', '苏州市吴中区东吴北路 299 号', '0512-65601234', 31.2745, 120.6284, 4.6],
  [16, 'EV-CD-001', '星驰汽车成都武侯店', '510107', '成都市武侯区人民南路四段 1 号', '028-85001234', 30.6253, 104.0702, 4.8],
  [17, 'EV-CD-002', '星驰汽车成都成华店', '510108', '成都市成华区建设路 55 号', '028-84301234', 30.6702, 104.1026, 4.5],
  [18, 'EV-WH-001', '星驰汽车武汉武昌店', '420106', '武汉市武昌区中北路 108 号', '027-87301234', 30.5522, 114.3397, 4.7],
]

const hours = ['09:00-18:00', '09:00-20:00', '08:30-18:30']

export function seedDealers(regions: Region[]): DealerRow[] {
  const byCode = new Map(regions.map((r) => [r.regionCode, r]))
  return rows.map(([id, dealerCode, dealerName, districtCode, address, phone, latitude, longitude, score]) => {
    const city = byCode.get(byCode.get(districtCode)!.parentCode)!
    const province = byCode.get(city.parentCode)!
    const shortName = dealerName.replace('星驰汽车', '')
    return {
      id, dealerCode, dealerName, shortName, address, phone,
      businessHours: hours[id % hours.length],
      provinceCode: province.regionCode, provinceName: province.regionName,
      cityCode: city.regionCode, cityName: city.regionName, districtCode,
      latitude, longitude, score,
      avatar: img('avatars', `dealer-${id}`, shortName.slice(0, 2)),
      cover: img('covers', `dealer-${id}`, shortName),
      intro: `${dealerName}，集销售、售后、配件与信息反馈于一体，提供试驾、交付与充电咨询服务。`,
      fansNum: 300 + id * 57,
    }
  })
}

type SecRow = [code: string, name: string, parent: string, address: string, phone: string, lat: number, lng: number]
const secondary: SecRow[] = [
  ['EV-BJ-001-S1', '星驰汽车北京西单商场展厅', 'EV-BJ-001', '北京市西城区西单北大街 120 号', '010-66001234', 39.9123, 116.3739],
  ['EV-BJ-003-S1', '星驰汽车北京三里屯展厅', 'EV-BJ-003', '北京市朝阳区三里屯路 19 号', '010-64171234', 39.9334, 116.4547],
  ['EV-SH-001-S1', '星驰汽车上海南京东路展厅', 'EV-SH-001', '上海市黄浦区南京东路 800 号', '021-63501234', 31.2367, 121.4787],
  ['EV-GZ-001-S1', '星驰汽车广州北京路展厅', 'EV-GZ-001', '广州市越秀区北京路 228 号', '020-83331234', 23.1252, 113.2704],
  ['EV-SZ-001-S1', '星驰汽车深圳宝安展厅', 'EV-SZ-001', '深圳市宝安区新安六路 1000 号', '0755-27801234', 22.5556, 113.8833],
  ['EV-FS-001-S1', '星驰汽车佛山禅城展厅', 'EV-FS-001', '佛山市禅城区季华五路 28 号', '0757-83001234', 23.0105, 113.1139],
  ['EV-HZ-001-S1', '星驰汽车杭州湖滨展厅', 'EV-HZ-002', '杭州市上城区延安路 258 号', '0571-87001234', 30.2576, 120.1651],
  ['EV-NB-001-S1', '星驰汽车宁波天一展厅', 'EV-NB-001', '宁波市海曙区中山东路 188 号', '0574-87301234', 29.8705, 121.5533],
  ['EV-NJ-001-S1', '星驰汽车南京新街口展厅', 'EV-NJ-001', '南京市玄武区中山路 18 号', '025-84501234', 32.0437, 118.7843],
  ['EV-SZH-001-S1', '星驰汽车苏州观前展厅', 'EV-SZH-001', '苏州市姑苏区观前街 245 号', '0512-65201234', 31.3098, 120.6266],
  ['EV-CD-001-S1', '星驰汽车成都春熙路展厅', 'EV-CD-001', '成都市锦江区春熙路 66 号', '028-86601234', 30.6531, 104.0812],
  ['EV-WH-001-S1', '星驰汽车武汉江汉路展厅', 'EV-WH-001', '武汉市江岸区江汉路 118 号', '027-82801234', 30.5831, 114.2934],
]

export function seedSecondaryDealers(dealers: DealerRow[]): SecondaryDealer[] {
  return secondary.map(([dealerCode, dealerName, parentDealerCode, address, phone, latitude, longitude]) => {
    const parent = dealers.find((d) => d.dealerCode === parentDealerCode)!
    return {
      dealerCode, dealerName, parentDealerCode, address, phone,
      provinceCode: parent.provinceCode, cityCode: parent.cityCode, cityName: parent.cityName,
      latitude, longitude,
    }
  })
}
