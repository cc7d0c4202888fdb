/*
 * Starts the site's script once the server's page has been painted (issue 15). On a phone's
 * network the script (some 80 KB) would otherwise share the first round trips with the page and
 * delay its first paint; a frame later it costs nothing a visitor notices. In a tab opened in the
 * background, which paints no frames, it starts at once.
 */
(() => {
  const main = document.currentScript?.getAttribute('data-main');
  if (!main) return;
  const start = () => {
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = main;
    document.head.appendChild(script);
  };
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start, 0));
})();
