/** `node:path` in the browser: POSIX paths of the bundled files (templates/, exercises/). */
const normalise = (path: string): string => {
  const absolute = path.startsWith('/')
  const parts: string[] = []
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue
    if (part === '..') parts.pop()
    else parts.push(part)
  }
  return (absolute ? '/' : '') + parts.join('/') || (absolute ? '/' : '.')
}
export const sep = '/'
export const join = (...parts: string[]): string => normalise(parts.filter((part) => part !== '').join('/'))
export const resolve = (...parts: string[]): string => {
  let path = ''
  for (const part of parts) path = part.startsWith('/') ? part : `${path}/${part}`
  return normalise(path.startsWith('/') ? path : `/${path}`)
}
export const dirname = (path: string): string => {
  const cut = normalise(path).lastIndexOf('/')
  return cut <= 0 ? (path.startsWith('/') ? '/' : '.') : normalise(path).slice(0, cut)
}
export const basename = (path: string, extension?: string): string => {
  const name = path.replace(/\/+$/, '').split('/').pop() ?? ''
  return extension && name.endsWith(extension) ? name.slice(0, -extension.length) : name
}
export const extname = (path: string): string => {
  const name = basename(path)
  const dot = name.lastIndexOf('.')
  return dot <= 0 ? '' : name.slice(dot)
}
export const isAbsolute = (path: string): boolean => path.startsWith('/')
export const relative = (from: string, to: string): string => {
  const a = resolve(from).split('/').filter(Boolean)
  const b = resolve(to).split('/').filter(Boolean)
  let i = 0
  while (i < a.length && i < b.length && a[i] === b[i]) i++
  return [...a.slice(i).map(() => '..'), ...b.slice(i)].join('/')
}
export default { sep, join, resolve, dirname, basename, extname, isAbsolute, relative }
