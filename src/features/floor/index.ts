export { FloorScreen } from './components/floor-screen'
