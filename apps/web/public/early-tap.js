/* Taps before hydration: see src/lib/early-tap.ts. scripts/prerender.ts minifies it; keep it tiny. */
(function (d, w) {
  var t = null;
  function on(e) {
    var el = e.target.closest && e.target.closest('[data-early-tap]');
    if (!el) return;
    if (t) t.removeAttribute('aria-busy');
    (t = el).setAttribute('aria-busy', 'true');
  }
  d.addEventListener('click', on, true);
  w.__earlyTap = {
    take: function () {
      d.removeEventListener('click', on, true);
      var el = t;
      t = null;
      return el;
    },
  };
})(document, window);
