/** H5: the encoder is fetched the first time a code is shown, never with the entry page. */
export const loadQrEncoder = () => import('./matrix')
