// Stands in for https://connect.facebook.net/en_US/fbevents.js (no internet here). Like the real
// script it takes over the page's fbq queue; it records each call in window.__metaPixelCalls.
(() => {
  const fbq = window.fbq;
  const calls = (window.__metaPixelCalls = []);
  fbq.callMethod = (...args) => calls.push(JSON.parse(JSON.stringify(args)));
  for (const args of fbq.queue.splice(0)) fbq.callMethod(...args);
})();
