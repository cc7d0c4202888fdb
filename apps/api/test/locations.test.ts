import { afterAll, beforeAll, expect, it } from 'vitest';
import { LocationsResponseSchema } from '@foundation/contract/locations';
import { locations } from '../src/db/schema/index.ts';
import { createTestApp, getOk, type TestContext } from './helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('answers an empty list as data: []', async () => {
  const res = await t.app.inject('/api/getLocations');
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ data: [] });
});

it('lists published locations with their map fields, in the order they were added', async () => {
  await t.database.db.insert(locations).values([
    { title: 'Lahore', descriptions: 'Head office', lat: 31.5204, lng: 74.3587, color: '#0a7d3b' },
    { title: 'Closed centre', descriptions: 'Gone', lat: 30, lng: 70, color: '#999999', published: false },
    { title: 'Karachi', descriptions: 'Welfare centre', lat: 24.8607, lng: 67.0011, color: '#c0392b' },
  ]);
  const { data } = await getOk(t, '/api/getLocations', LocationsResponseSchema);
  expect(data).toEqual([
    { id: expect.any(Number), title: 'Lahore', descriptions: 'Head office', lat: 31.5204, lng: 74.3587, color: '#0a7d3b' },
    { id: expect.any(Number), title: 'Karachi', descriptions: 'Welfare centre', lat: 24.8607, lng: 67.0011, color: '#c0392b' },
  ]);
});
