/*
 * Runs once the server's page is parsed.
 *
 * It starts the site's script once the page has loaded and been painted. On a phone's network the
 * script (some 80 KB) would otherwise share the first round trips with the page and its main
 * picture and delay its largest paint; its links work before it, and a moment later it costs
 * nothing a visitor notices. In a tab opened in the background, which paints no frames, it starts
 * at once.
 *
 * And it lays out the sections the first layout skipped (index.css, html[data-pacing]) in the idle
 * moments after load, a piece at a time, so no single task lays out the whole page, the scrollbar
 * soon tells the page's true length, and nothing waits for a scroll. A section the visitor scrolls
 * near is drawn by the browser at once anyway.
 */
(() => {
  const main = document.currentScript?.getAttribute('data-main');
  if (main) {
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      const script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = main;
      document.head.appendChild(script);
    };
    // Once the page has loaded (its first-screen pictures in) and the browser has reported the
    // page's first paint and its main picture's paint: the script never competes with the largest
    // paint. A small page can load before its first frame is shown, and a picture is drawn only
    // once decoded, so a fixed two frames after load were sometimes too soon. The browser reports
    // a paint once it is on the screen; a main picture smaller than the page's largest text is not
    // reported, and is surely drawn a quarter of a second after its decoding. A picture that never
    // arrives keeps the menus waiting three seconds at most.
    const observed = (type, seen, limitMs) =>
      new Promise((resolve) => {
        if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes(type)) return resolve();
        const observer = new PerformanceObserver((list) => {
          if (!list.getEntries().some(seen)) return;
          observer.disconnect();
          resolve();
        });
        observer.observe({ type, buffered: true });
        if (limitMs) setTimeout(resolve, limitMs);
      });
    const mainPictures = () => [...document.querySelectorAll('img[fetchpriority="high"]')];
    const firstPaint = () => observed('paint', (entry) => entry.name === 'first-contentful-paint');
    const pictureShown = () =>
      mainPictures().length &&
      Promise.all(mainPictures().map((img) => img.decode?.().catch(() => {}))).then(() => observed('largest-contentful-paint', (entry) => mainPictures().includes(entry.element), 250));
    const afterPaint = () => firstPaint().then(pictureShown).then(() => setTimeout(start, 0));
    if (document.visibilityState === 'hidden') start();
    else {
      if (document.readyState === 'complete') afterPaint();
      else addEventListener('load', afterPaint, { once: true });
      setTimeout(start, 3000);
    }
  }

  const root = document.documentElement;
  if (!root.hasAttribute('data-pacing')) return;
  const idle = window.requestIdleCallback ?? ((run) => setTimeout(() => run({ timeRemaining: () => 0 }), 50));
  const queue = [...document.querySelectorAll('main > :nth-child(n + 2), #root > footer')];
  const touched = new Set();
  // About as much as a slow phone lays out inside one 50 ms task (a section of cards is more).
  const MOST_ELEMENTS = 120;
  const skip = (el) => {
    el.style.contentVisibility = 'auto';
    el.style.containIntrinsicBlockSize = 'auto 10rem';
    touched.add(el);
  };
  const show = (el) => {
    // A big part is shown in pieces: its children are skipped first and queued next, so showing it
    // lays out their places alone. Wrappers of a single child are looked through.
    if (el.getElementsByTagName('*').length > MOST_ELEMENTS) {
      let parent = el;
      while (parent.children.length === 1) parent = parent.children[0];
      const pieces = [...parent.children];
      // A list box is laid out whole, whatever its options.
      if (pieces.length > 1 && parent.tagName !== 'SELECT') {
        pieces.forEach(skip);
        queue.unshift(...pieces);
      }
    }
    // Inline, on elements React adopts: React never writes a style these elements lack, and a
    // production build does not compare attributes while hydrating. Taken off again at the end.
    el.style.contentVisibility = 'visible';
    touched.add(el);
    // Reading the height lays the part out now, in this idle moment, not in the next frame's.
    void el.offsetHeight;
  };
  const finish = () => {
    root.removeAttribute('data-pacing');
    for (const el of touched) {
      el.style.removeProperty('content-visibility');
      el.style.removeProperty('contain-intrinsic-block-size');
      if (!el.getAttribute('style')) el.removeAttribute('style');
    }
  };
  // A few milliseconds of pieces per idle moment, however long the browser offers.
  const step = (deadline) => {
    const until = performance.now() + 6;
    do {
      const el = queue.shift();
      if (!el) return finish();
      show(el);
    } while (performance.now() < until && deadline.timeRemaining() > 0);
    idle(step, { timeout: 1000 });
  };
  const begin = () => idle(step, { timeout: 1000 });
  if (document.readyState === 'complete') begin();
  else addEventListener('load', begin, { once: true });
})();
