/** The mini-program runs on React, which writes aria-* and data-* props as given. */
export function writeDashedPropsAsAttributes() {}
