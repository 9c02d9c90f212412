// Stand-in for the Meta pixel (https://connect.facebook.net/en_US/fbevents.js), served by the
// `thirdParty` fixture. Takes over the base code's queue like the real script: every call, queued
// before it arrived or made after, is recorded as an array in window.__fbqCalls.
(function () {
  window.__fbeventsRuns = (window.__fbeventsRuns || 0) + 1;
  var fbq = window.fbq;
  var calls = (window.__fbqCalls = window.__fbqCalls || []);
  if (!fbq) return;
  fbq.callMethod = function (...args) {
    calls.push(args);
    if (args[0] === 'consent' && args[1] === 'grant') document.cookie = '_fbp=fb.1.100.200; path=/; SameSite=Lax';
  };
  fbq.queue.splice(0).forEach(function (args) {
    fbq.callMethod.apply(null, Array.prototype.slice.call(args));
  });
})();
