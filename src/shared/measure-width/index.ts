/** H5: the element's laid-out width, read from the DOM. */
export function measureWidth(selector: string, done: (width: number) => void): void {
  done(document.querySelector(selector)?.getBoundingClientRect().width ?? 0)
}
