// Stand-in for gtag.js (https://www.googletagmanager.com/gtag/js), served by the `thirdParty` fixture.
// Records each time it runs and, like the real tag, sets the analytics cookie only when the
// dataLayer's latest consent command grants analytics storage.
(function () {
  var stub = (window.__gtagStub = window.__gtagStub || { runs: 0, srcs: [] });
  stub.runs += 1;
  stub.srcs.push(document.currentScript ? document.currentScript.src : '');
  var granted = false;
  (window.dataLayer || []).forEach(function (entry) {
    if (entry && entry[0] === 'consent' && entry[2]) granted = entry[2].analytics_storage === 'granted';
  });
  if (granted) document.cookie = '_ga=GA1.1.100.200; path=/; SameSite=Lax';
})();
