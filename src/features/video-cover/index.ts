export { TailorScreen } from './components/tailor-screen'
