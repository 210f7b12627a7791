/**
 * Full-screen preview of pictures. In H5, Taro's previewImage builds its Swiper with zoom (about
 * 50 KB gzip), so it is fetched on the first tap instead of with the page that shows the pictures.
 */
export function previewImage(urls: string[], current: string): void {
  void import('./open')
    .then(({ open }) => open(urls, current))
    .catch(() => undefined)
}
