// Any tile server that needs no key; set at build time, OpenStreetMap otherwise.
export const TILE_URL = (import.meta.env.VITE_MAP_TILE_URL as string | undefined) || 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
export const ATTRIBUTION =
  (import.meta.env.VITE_MAP_ATTRIBUTION as string | undefined) || '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** The server a visitor's browser asks for tiles once they open the map, named to them before they do. */
export const TILE_HOST = TILE_URL.replace(/^https?:\/\/(\{s\}\.)?/, '').split('/')[0] ?? TILE_URL;
