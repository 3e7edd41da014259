/** `node:fs/promises` in the browser: the command line's loaders are bundled but never called. */
const noDisk = async (): Promise<never> => {
  throw new Error('the studio reads no file from a disk')
}
export const open = noDisk
export const stat = noDisk
export const lstat = noDisk
export const readdir = noDisk
export const readlink = noDisk
export const readFile = noDisk
export default { open, stat, lstat, readdir, readlink, readFile }
