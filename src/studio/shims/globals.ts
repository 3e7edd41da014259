/**
 * Node's setImmediate, which the generator and the kit's interruption checks use to let other work
 * run: a message on a channel is the browser's nearest equivalent (a timer would wait 4 ms each time).
 */
const target = globalThis as unknown as { setImmediate?: (callback: () => void) => void }
if (typeof target.setImmediate !== 'function') {
  const channel = new MessageChannel()
  const queue: (() => void)[] = []
  channel.port1.onmessage = () => queue.shift()?.()
  target.setImmediate = (callback: () => void) => {
    queue.push(callback)
    channel.port2.postMessage(null)
  }
}
export {}
