export { MutualInstructionsScreen } from './components/instructions-screen'
export { MutualTipScreen } from './components/tip-screen'
