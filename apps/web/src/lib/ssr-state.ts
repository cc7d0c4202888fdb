/** The id of the script that carries the server's query results to the browser's cache. */
export const QUERY_STATE_ID = 'query-state';
