/**
 * Resolves in a task of its own, so what follows the await starts a new task: the browser can
 * paint and answer input in between, and a long piece of work is split where it is awaited.
 * Without scheduler.yield, a message to itself: timers are slowed to a second in a hidden tab.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      resolve();
    };
    port2.postMessage(null);
  });
}
