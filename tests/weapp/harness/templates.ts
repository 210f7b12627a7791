// Taro compresses tag and attribute names in the page data: an element's `nn` picks the
// template `tmpl_0_<nn>` of base.wxml, whose attributes read short keys (`src="{{i.p0}}"`).
// Reading base.wxml gives the harness the real names back, and which events each template
// binds: Taro picks a template with bindtap only for an element that has a tap handler.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

export interface Template {
  tag: string
  /** Attribute name by data key: { p0: 'src', cl: 'class' }. */
  attributes: Record<string, string>
  /** Events bound to `eh`: 'bind' lets the event bubble on, 'catch' stops it ({ tap: 'bind' }). */
  events: Record<string, 'bind' | 'catch'>
}

export function readTemplates(dir: string): Map<string, Template> {
  const wxml = readFileSync(join(dir, 'base.wxml'), 'utf8')
  const templates = new Map<string, Template>()
  for (const match of wxml.matchAll(/<template name="tmpl_0_(\w+)">\s*<([\w-]+)([^>]*)>/g)) {
    const [, nn, tag, attrs] = match
    const attributes: Record<string, string> = {}
    for (const [, name, key] of attrs.matchAll(/([\w:-]+)="\{\{[^}]*?\bi\.(\w+)/g)) attributes[key] ??= name
    const events: Record<string, 'bind' | 'catch'> = {}
    for (const [, kind, event] of attrs.matchAll(/\b(bind|catch):?(\w+)="eh"/g)) events[event] = kind as 'bind' | 'catch'
    if (!templates.has(nn)) templates.set(nn, { tag, attributes, events })
  }
  // input and textarea go through a template that picks a focus or blur variant; both are alike.
  for (const [nn, template] of templates) {
    const blur = templates.get(`${nn}_blur`)
    if (template.tag === 'template' && blur) templates.set(nn, blur)
  }
  return templates
}
