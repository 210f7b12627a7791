export { DisplayScreen } from './components/display-screen'
export { boardLink, type BoardLink } from './board-link'
