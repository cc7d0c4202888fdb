import { describe, expect, it } from 'vitest';
import { fieldMessages as f } from '@foundation/contract/admin/kit';
import { AdminLocationListResponseSchema, AdminLocationResponseSchema, locationMessages, type AdminLocation } from '@foundation/contract/admin/locations';
import { messages } from '@foundation/contract/common';
import { LocationsResponseSchema } from '@foundation/contract/locations';
import { getOk, type TestContext } from './helpers.ts';
import { withStaffApp, type StaffClient } from './fixtures/back-office.ts';

/** Staff place the foundation's centres on the home page map; the map shows the published ones at once. */
let t: TestContext;
let staff: StaffClient;

withStaffApp((app, client) => {
  t = app;
  staff = client;
});

const body = (overrides: Record<string, unknown> = {}) => ({
  title: 'Multan Centre',
  descriptions: 'The women’s tailoring centre and medical camps across south Punjab.',
  color: '#8A5A2B',
  lat: 30.1968,
  lng: 71.4782,
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}): Promise<AdminLocation> {
  const res = await staff.post('/api/admin/locations', body(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return AdminLocationResponseSchema.parse(res.json()).data;
}

const map = async () => (await getOk(t, '/api/getLocations', LocationsResponseSchema)).data;

describe('map locations in the back office', () => {
  it('saves a new location as a draft the map does not show, its colour in lower case', async () => {
    const draft = await create();
    expect(draft).toMatchObject({ title: 'Multan Centre', color: '#8a5a2b', lat: 30.1968, lng: 71.4782, published: false });
    expect((await map()).map((l) => l.id)).not.toContain(draft.id);
    expect((await staff.get(`/api/admin/locations/${draft.id}`)).json()).toEqual({ data: draft });
  });

  it('publishes, moves and unpublishes a location, and the map follows each change at once', async () => {
    const { id } = await create();
    expect((await staff.patch(`/api/admin/locations/${id}`, { published: true })).statusCode).toBe(200);
    expect((await map()).find((l) => l.id === id)).toEqual({
      id,
      title: 'Multan Centre',
      descriptions: 'The women’s tailoring centre and medical camps across south Punjab.',
      color: '#8a5a2b',
      lat: 30.1968,
      lng: 71.4782,
    });

    const moved = await staff.patch(`/api/admin/locations/${id}`, { title: 'Bahawalpur Centre', lat: 29.3956, lng: 71.6836, color: '#1f6f78' });
    expect(moved.json().data).toMatchObject({ title: 'Bahawalpur Centre', lat: 29.3956, lng: 71.6836, color: '#1f6f78', published: true });
    expect((await map()).find((l) => l.id === id)).toMatchObject({ title: 'Bahawalpur Centre', lat: 29.3956, lng: 71.6836, color: '#1f6f78' });

    await staff.patch(`/api/admin/locations/${id}`, { published: false });
    expect((await map()).map((l) => l.id)).not.toContain(id);
  });

  it('names each bad field with its message', async () => {
    const res = await staff.post('/api/admin/locations', { title: '', descriptions: 7, color: 'red', lat: 91, lng: -180.5, published: 1 });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: messages.invalidData,
      errors: {
        title: [f.required('Title')],
        descriptions: [f.text('Description')],
        color: [locationMessages.color('Colour')],
        lat: [locationMessages.coordinate('Latitude', 90)],
        lng: [locationMessages.coordinate('Longitude', 180)],
        published: [f.onOff('Published')],
      },
    });

    const missing = await staff.post('/api/admin/locations', { title: 'Quetta', color: '#fff', lat: null, lng: '66.97' });
    expect(missing.json().errors).toEqual({
      color: [locationMessages.color('Colour')],
      lat: [f.required('Latitude')],
      lng: [locationMessages.coordinate('Longitude', 180)],
    });

    const long = await staff.post('/api/admin/locations', body({ descriptions: 'x'.repeat(1001) }));
    expect(long.json().errors).toEqual({ descriptions: [f.tooLong('Description', 1000)] });

    const { id } = await create();
    const patch = await staff.patch(`/api/admin/locations/${id}`, { title: 'Changed', lat: -90.01 });
    expect(patch.json().errors).toEqual({ lat: [locationMessages.coordinate('Latitude', 90)] });
    expect((await staff.get(`/api/admin/locations/${id}`)).json().data.title).toBe('Multan Centre');
  });

  it('takes any point on Earth, the edges included, and a blank description', async () => {
    const edge = await create({ title: 'Edge', lat: -90, lng: 180, descriptions: undefined });
    expect(edge).toMatchObject({ lat: -90, lng: 180, descriptions: '' });
  });

  it('lists locations by search, status and sort, by title by default', async () => {
    const tag = `Sukkur ${Date.now()}`;
    const b = await create({ title: `${tag} B`, published: true });
    const a = await create({ title: `${tag} a`, descriptions: 'Flood relief' });
    const list = async (query: string) => AdminLocationListResponseSchema.parse((await staff.get(`/api/admin/locations?q=${encodeURIComponent(tag)}&${query}`)).json());

    const all = await list('');
    expect(all.data.map((r) => r.id)).toEqual([a.id, b.id]);
    expect(all.data[0]).toEqual({ id: a.id, title: a.title, color: '#8a5a2b', lat: 30.1968, lng: 71.4782, published: false, updated_at: a.updated_at });
    expect((await list('sort=-title')).data.map((r) => r.id)).toEqual([b.id, a.id]);
    expect((await list('published=true')).data.map((r) => r.id)).toEqual([b.id]);
    const byDescription = AdminLocationListResponseSchema.parse((await staff.get('/api/admin/locations?q=flood%20relief')).json());
    expect(byDescription.data.map((r) => r.id)).toEqual([a.id]);
  });

  it('deletes a location, and the map no longer shows it', async () => {
    const { id } = await create({ published: true });
    expect((await map()).map((l) => l.id)).toContain(id);
    expect((await staff.del(`/api/admin/locations/${id}`)).statusCode).toBe(204);
    expect((await staff.get(`/api/admin/locations/${id}`)).statusCode).toBe(404);
    expect((await map()).map((l) => l.id)).not.toContain(id);
    expect((await staff.del(`/api/admin/locations/${id}`)).statusCode).toBe(404);
  });
});
