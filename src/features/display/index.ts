export { DisplayScreen } from './components/display-screen'
