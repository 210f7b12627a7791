// Which addresses the web view may open (https, the tenant's hosts).
export { checkWebviewUrl, type WebviewCheck } from './allowed-url'
