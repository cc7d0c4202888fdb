const FALLBACK_COLOR = '#0b5d3b';

/**
 * Colours come from staff: only a hex colour (what the back office accepts; older rows may hold
 * anything) reaches the page, anything else is our green. A pattern, not the browser's CSS parser,
 * so the server renders the same colour the browser hydrates.
 */
const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

export function markerColor(color: string) {
  return HEX.test(color.trim()) ? color.trim() : FALLBACK_COLOR;
}
