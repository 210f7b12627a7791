export { AuthIndexScreen } from './components/auth-index-screen'
export { AuthCreateScreen } from './components/auth-create-screen'
export * from './queries'
