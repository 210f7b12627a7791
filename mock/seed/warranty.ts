// The lifetime warranty's terms (issue 15 item 5): covered parts, conditions and exclusions as
// server HTML, and the numbers of the conditions, which the app's rule applies. The conditions'
// text is written from the same numbers, so the two never disagree. Read-only.
import type { WarrantyRules, WarrantyTerms } from '../../types/api/warranty'

export const WARRANTY_RULES: WarrantyRules = { graceDays: 30, graceKm: 1000, mileageLimitKm: 200000 }

const r = WARRANTY_RULES

const COVERAGE = `
<p>在享受条件内，以下部件因材料或制造工艺问题出现故障，可在星驰汽车授权服务店免费维修或更换（含配件与工时），不限使用年限：</p>
<ul>
  <li><strong>动力电池</strong>：电池包总成、电芯、模组、电池管理系统（BMS）</li>
  <li><strong>驱动系统</strong>：驱动电机、电机控制器、减速器</li>
  <li><strong>电控系统</strong>：整车控制器（VCU）、车载充电机（OBC）、DC/DC 转换器</li>
  <li><strong>增程车型</strong>：增程器发动机的缸体、缸盖、曲轴与凸轮轴</li>
</ul>`

const CONDITIONS = `
<ol>
  <li>车辆为个人名下的非营运车辆，由<strong>首任车主</strong>持有；车辆过户后终身质保终止，整车基础质保按原期限继续。</li>
  <li>按保养手册在授权服务店<strong>按时完成常规保养</strong>：首次保养自购车日起算，之后自上次保养起算，在保养间隔的月数或里程内完成，以先到者为准；最多允许延后 ${r.graceDays} 天或超出 ${r.graceKm} km，任何一次超出即终止。</li>
  <li>累计行驶里程不超过 <strong>${r.mileageLimitKm} km</strong>。</li>
</ol>
<p>维修、召回与保修进店不计为常规保养。</p>`

const EXCLUSIONS = `
<ul>
  <li>网约车、出租车、租赁车等营运车辆</li>
  <li>事故、火灾、水淹、改装，或在非授权服务店维修造成的损坏</li>
  <li>刹车片、轮胎、雨刮片、各类滤芯、12V 蓄电池等易损件与保养件</li>
  <li>动力电池容量的正常衰减（可用容量不低于出厂的 70%）</li>
  <li>因未按提示处理故障而扩大的损失</li>
</ul>`

export const WARRANTY_TERMS: WarrantyTerms = {
  title: '星驰汽车首任车主终身质保',
  effectiveDate: '2021-01-01',
  sections: [
    { key: 'coverage', title: '质保范围', html: COVERAGE.trim() },
    { key: 'conditions', title: '享受条件', html: CONDITIONS.trim() },
    { key: 'exclusions', title: '不在质保范围', html: EXCLUSIONS.trim() },
  ],
  rules: WARRANTY_RULES,
}
