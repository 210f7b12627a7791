/**
 * A QR code to show or draw: a link encoded here (`text`, any H5 address: no server round trip)
 * or a picture the server made (`src`: WeChat's mini-program code, spec §7 getQrCode).
 */
export type QrSource = { text: string } | { src: string }

/** A QR code as modules: `dark[y][x]`, `size` modules a side, without the quiet zone. */
export interface QrMatrix {
  version: number
  size: number
  dark: boolean[][]
}
