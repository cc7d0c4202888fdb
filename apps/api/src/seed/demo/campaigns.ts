import { AdminCampaignCreateSchema } from '@foundation/contract/admin/campaigns';
import { campaignResource } from '../../services/catalogue/admin/campaigns.ts';
import { resourceService } from '../../services/back-office/kit.ts';
import type { IconName } from '../assets/icons.ts';
import { cardImage } from '../assets/images.ts';
import type { ThemeName } from '../assets/svg.ts';
import { seedRecord, type SeedContext } from '../context.ts';

interface CampaignSeed {
  title: string;
  description: string;
  tags: string[];
  icon: IconName;
  theme: ThemeName;
  /** Rupees, as the back office's form takes them. */
  target: number;
  /** Raised at centres and by bank transfer before the site: gives each bar visible progress. */
  offline: number;
  tasks: [title: string, rupees: number][];
}

export const demoCampaigns: CampaignSeed[] = [
  {
    title: 'Clean Water for Tharparkar',
    description:
      'In the villages around Mithi and Islamkot, women and girls still walk for hours to fetch brackish water. This season our teams will install 40 handpumps and 4 solar-powered wells, each surveyed by a hydrologist and handed over to a village water committee that keeps it running.',
    tags: ['Water', 'Sindh', 'Sadaqah Jariyah'],
    icon: 'handpump',
    theme: 'teal',
    target: 4_500_000,
    offline: 2_835_000,
    tasks: [
      ['Install one handpump for a village', 45_000],
      ['Solar-powered deep well', 650_000],
      ['Water cooler for a village school', 60_000],
      ['Clay water filter for a family', 8_500],
      ['Repair and chlorinate an old well', 25_000],
    ],
  },
  {
    title: 'Back to School: 1,000 Children',
    description:
      'For a family earning Rs 25,000 a month, a uniform, shoes and a school bag can decide whether a child returns to class. Help us equip 1,000 children in Lahore, Kasur and Okara for the new term, and pay a year\'s fees for 150 of them at our Basic Education Centres.',
    tags: ['Education', 'Children', 'Punjab'],
    icon: 'school',
    theme: 'green',
    target: 3_000_000,
    offline: 2_460_000,
    tasks: [
      ['School bag, books and stationery', 3_500],
      ['Uniform and shoes for one child', 4_800],
      ['A year\'s fees at a Basic Education Centre', 18_000],
      ['Teacher\'s salary for one month', 32_000],
    ],
  },
  {
    title: 'Free Medical Camps in South Punjab',
    description:
      'Twelve camps in Rajanpur, Muzaffargarh and Dera Ghazi Khan, where the nearest hospital is often a day\'s journey. Volunteer doctors from Multan and Lahore will see patients, run eye screening and give free medicines, with follow-up care for those who need surgery.',
    tags: ['Medical', 'Flood-affected', 'Punjab'],
    icon: 'medical',
    theme: 'cream',
    target: 2_400_000,
    offline: 528_000,
    tasks: [
      ['Medicines for 50 patients', 15_000],
      ['One day of a full medical camp', 180_000],
      ['Cataract surgery for one patient', 22_000],
    ],
  },
  {
    title: 'Rickshaws for Self-Reliance',
    description:
      'A rickshaw gives a father a daily income and his family their dignity. Through our interest-free Rikshaw Scheme, drivers in Lahore, Faisalabad and Gujranwala repay in small instalments, and every repayment funds the next rickshaw. Since 2009 the scheme has financed more than 600 vehicles.',
    tags: ['Livelihood', 'Interest-free', 'Qarz-e-Hasna'],
    icon: 'rickshaw',
    theme: 'terracotta',
    target: 6_000_000,
    offline: 1_560_000,
    tasks: [
      ['One new loader rickshaw', 420_000],
      ['Driver\'s licence and training', 12_000],
      ['Share of a rickshaw (one tenth)', 42_000],
      ['Wheelbarrow for a street vendor', 16_000],
    ],
  },
];

const campaignService = resourceService(campaignResource);

export async function seedCampaigns({ tx, picture }: SeedContext) {
  for (const c of demoCampaigns) {
    await seedRecord(tx, campaignService, AdminCampaignCreateSchema, {
      title: c.title,
      description: c.description,
      tags: c.tags,
      image: await picture(c.title, cardImage({ title: c.title, kicker: c.tags[0]!, icon: c.icon, theme: c.theme })),
      target_amount: c.target,
      offline_amount: c.offline,
      published: true,
      tasks: c.tasks.map(([title, amount]) => ({ title, amount })),
    });
  }
}
