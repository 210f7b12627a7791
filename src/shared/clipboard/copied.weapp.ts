/** Mini-program: WeChat shows its own "copied" toast after setClipboardData. */
export function showCopied(): void {}
