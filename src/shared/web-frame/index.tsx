import './index.scss'

export interface WebFrameProps {
  src: string
  /** Names the frame for screen readers (the page's title). */
  title: string
}

/** H5: the page in a full-screen iframe under the navigation bar, named by its title. */
export function WebFrame({ src, title }: WebFrameProps) {
  return <iframe className='web-frame' src={src} title={title} />
}
