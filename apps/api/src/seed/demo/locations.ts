import { AdminLocationCreateSchema } from '@foundation/contract/admin/locations';
import { resourceService } from '../../services/back-office/kit.ts';
import { locationResource } from '../../services/catalogue/admin/locations.ts';
import { palette } from '../assets/svg.ts';
import { seedRecord, type SeedContext } from '../context.ts';

/** Centres on the home page map; coordinates are the cities' own, so markers land where they should. */
export const demoLocations = [
  {
    title: 'Head Office, Lahore',
    descriptions:
      'Foundation House in Gulberg III: the Thursday zikr gathering, the publishing desk, the women\'s training centre and the welfare helpline, open daily from 9 am to 9 pm.',
    lat: 31.5204,
    lng: 74.3587,
    color: palette.green,
  },
  {
    title: 'Karachi Centre',
    descriptions:
      'Serving Karachi and lower Sindh since 1992: Quran classes, the flood-relief warehouse, medical camps and the distribution of ration bags across the city.',
    lat: 24.8607,
    lng: 67.0011,
    color: palette.teal,
  },
  {
    title: 'Islamabad & Rawalpindi Centre',
    descriptions: 'Home of the scouts programme and the computer training centre, with weekly study circles in both cities.',
    lat: 33.6844,
    lng: 73.0479,
    color: palette.gold,
  },
  {
    title: 'Peshawar Centre',
    descriptions: 'Basic Education Centres for children in the city\'s outskirts, a dispensary, and support for families of the tribal districts.',
    lat: 34.0151,
    lng: 71.5785,
    color: palette.terracotta,
  },
  {
    title: 'Quetta Centre',
    descriptions: 'Water projects across Balochistan, winter relief in the highlands, and a Quran and seerah programme for young people.',
    lat: 30.1798,
    lng: 66.975,
    color: '#5b4a8a',
  },
  {
    title: 'Multan Centre',
    descriptions:
      'The women\'s tailoring centre, medical camps across south Punjab and the Rikshaw Scheme for Multan, Muzaffargarh and Bahawalpur.',
    lat: 30.1968,
    lng: 71.4782,
    color: '#8a5a2b',
  },
  {
    title: 'Tharparkar Water Office, Mithi',
    descriptions: 'Field office for more than 3,000 handpumps and 200 wells across the Thar desert, with village water committees in every union council.',
    lat: 24.7386,
    lng: 69.7997,
    color: '#2a8fa0',
  },
];

const locationService = resourceService(locationResource);

export async function seedLocations({ tx }: SeedContext) {
  for (const l of demoLocations) await seedRecord(tx, locationService, AdminLocationCreateSchema, { ...l, published: true });
}
