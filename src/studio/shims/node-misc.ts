/** `node:url`, `node:module`, `node:worker_threads` in the browser: imported by bundled modules, never used by the studio. */
const notInBrowser = (name: string) => (): never => {
  throw new Error(`${name} is not available in the studio`)
}
export const fileURLToPath = (url: string | URL): string => new URL(String(url)).pathname
export const pathToFileURL = (path: string): URL => new URL(`file://${path}`)
export const createRequire = notInBrowser('require')
export class Worker {
  constructor() {
    throw new Error('worker_threads is not available in the studio')
  }
}
export const isMainThread = true
export const parentPort = null
export const workerData = null
export default { fileURLToPath, pathToFileURL, createRequire, Worker, isMainThread, parentPort, workerData }
