const FALLBACK_COLOR = '#0b5d3b';

/** Colours come from staff: only a real CSS colour reaches the page, anything else is our green. */
export function markerColor(color: string) {
  const probe = document.createElement('span').style;
  probe.color = color; // the browser drops anything that is not a colour
  return probe.color ? color : FALLBACK_COLOR;
}
