// The car tab (banners, sections, shortcuts) and the car content pages. Plain re-exports only.
export * from './api'
export { BannerSwiper } from './components/banner-swiper'
export { CarContentPage } from './components/car-content-page'
export { CarHomeSkeleton } from './components/car-home-skeleton'
export { NewCarStrip, SalesCarList, VehicleTypeGrid } from './components/car-sections'
export { EntryGrid } from './components/entry-grid'
export { useCarHome, type CarHome } from './use-car-home'
