/**
 * Resolves in a new task, so the browser can paint and handle input in between. A message, not a
 * timer: timers may be throttled in a background tab, and a test's fake clock holds them.
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
