import * as encoder from './matrix'

/** Mini-program: no chunks to fetch; the encoder comes with the package that shows a code. */
export const loadQrEncoder = () => Promise.resolve(encoder)
