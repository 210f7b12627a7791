export { DataCenterScreen } from './components/data-center-screen'
