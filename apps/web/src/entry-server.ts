/**
 * What the API's server imports from the web app's server build (vite build --ssr): the page
 * renderer, the template filler and the transport that points the pages' reads at the API itself.
 */
export { renderPage, renderShell, type Rendered, type Shell } from './server/render';
export { fillTemplate } from './server/fill-template';
export { setServerTransport } from './lib/api-client';
export { isServerRendered } from './app/pages';
