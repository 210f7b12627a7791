// Downloading the brand app (pages/busin-download): links and texts from the front-end config.
export { DownloadScreen } from './components/download-screen'
