/* The early script of pre-rendered pages (scripts/prerender.ts minifies it; keep it tiny).
   1. Taps and form submissions before hydration: see src/lib/early-tap.ts.
   2. The islands' scripts start after the first paint (decision 030): the page is HTML and paints
      without them, so they never share the link with the document or hold its paint. The page
      names them on this script's tag: data-entry (the islands script), data-preload (what it and
      the islands that hydrate at once import), preloaded a few per task so no task runs long. */
(function (d, w) {
  var t = null;
  function on(e) {
    var el = e.target.closest('[data-early-tap]');
    if (!el) return;
    if (t) t.removeAttribute('aria-busy');
    (t = el).setAttribute('aria-busy', 'true');
  }
  // A form sent before its island has script (Enter in a field) would go as a plain GET with
  // its fields in the address, a password included: held here, sent again once hydrated.
  var f = null;
  function hold(e) {
    var el = e.target.closest('mizani-island');
    if (!el || el.hasAttribute('data-hydrated')) return;
    e.preventDefault();
    f = e.target;
  }
  d.addEventListener('click', on, true);
  d.addEventListener('submit', hold, true);
  w.__earlyTap = {
    peek: function () {
      return t;
    },
    take: function () {
      d.removeEventListener('click', on, true);
      d.removeEventListener('submit', hold, true);
      var el = t,
        form = f;
      t = f = null;
      return { tap: el, form: form };
    },
  };

  var me = d.currentScript;
  var entry = me && me.getAttribute('data-entry');
  if (!entry) return;
  var list = (me.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  function add(tag, props) {
    var el = d.createElement(tag);
    el.crossOrigin = '';
    for (var k in props) el[k] = props[k];
    d.head.appendChild(el);
  }
  // Each <link> costs the main thread about 1 ms (4 on a slow phone) to start its fetch: as many
  // as fit in 8 ms a task, so no task runs long on any device.
  function batch(i) {
    var end = performance.now() + 8;
    while (i < list.length && performance.now() < end)
      add('link', { rel: 'modulepreload', href: list[i++] });
    if (i < list.length) setTimeout(batch, 0, i);
  }
  var started = false;
  function start() {
    if (started) return;
    started = true;
    add('script', { type: 'module', src: entry });
    setTimeout(batch, 0, 0);
  }
  // Once the first paint is on screen (a hidden tab never paints: a few seconds at most).
  try {
    new PerformanceObserver(function (l, o) {
      if (!l.getEntriesByName('first-contentful-paint').length) return;
      o.disconnect();
      setTimeout(start, 0);
    }).observe({ type: 'paint', buffered: true });
  } catch {
    start();
  }
  setTimeout(start, 3000);
})(document, window);
