import type { Column, Field, Filter } from './types';

/** Declarations most resources repeat word for word. */
export const imageColumn: Column = { name: 'image', label: 'Image', kind: 'image' };
export const titleColumn: Column = { name: 'title', label: 'Title', sortable: true };
export const publishedColumn: Column = { name: 'published', label: 'Status', kind: 'published' };
export const publishedFilter: Filter = { kind: 'published', name: 'published', label: 'Status' };
export const publishedField: Field = { kind: 'switch', name: 'published', label: 'Published', onText: 'Shown on the public site', offText: 'Draft: only staff see it' };
