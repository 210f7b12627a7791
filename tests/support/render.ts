import TestUtils from '@tarojs/test-utils-react'
import type { ComponentType } from 'react'

const mounted: TestUtils[] = []

// Each test starts with an empty document: unmount whatever the previous one rendered.
afterEach(() => {
  while (mounted.length) mounted.pop()!.unmout()
})

/** Renders a component in the Taro H5 runtime; returns the test-utils handle for queries and events. */
export async function render<P extends object>(component: ComponentType<P>, props?: P): Promise<TestUtils> {
  const utils = new TestUtils()
  await utils.mount(component as never, { props })
  mounted.push(utils)
  return utils
}
