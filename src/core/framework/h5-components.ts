/*
 * H5 only (config/index.ts points `@tarojs/components` here for the H5 build): Taro's components,
 * with View and Text as a plain div and span. Taro's own are Stencil web components behind a React
 * wrapper: each of the hundreds on a screen paid a wrapper component, a custom element upgrade and
 * Stencil's own render queue, a large part of every first screen's main-thread work on a slow
 * phone (issue 42). No screen uses what they add on H5 (hoverClass, long press). Input too, as a
 * plain input in a block (a lead form's two inputs were a Stencil render of their own, 10 ms at 1x
 * here), and Button, the same tag with nothing to upgrade (the car tab has 17; their Stencil render
 * was a task of its own, 10 to 58 ms at 1x here), and RichText, whose HTML DOMPurify has cleaned. The
 * rest stay Taro's.
 */
export * from '@tarojs/components/lib/react'
export { Text, View } from './h5-view-text'
export { Input } from './h5-input'
export { Button } from './h5-button'
export { RichText } from './h5-rich-text'
