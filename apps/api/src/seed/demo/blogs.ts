import { AdminBlogCreateSchema } from '@foundation/contract/admin/blogs';
import { blogResource } from '../../services/catalogue/admin/blogs.ts';
import { resourceService } from '../../services/back-office/kit.ts';
import type { IconName } from '../assets/icons.ts';
import { cardImage } from '../assets/images.ts';
import type { ThemeName } from '../assets/svg.ts';
import { seedRecord, timeOffset, type SeedContext } from '../context.ts';

interface BlogSeed {
  title: string;
  author: string;
  /** Days before the first start: spread over recent months, newest first on the blog page. */
  daysAgo: number;
  icon: IconName;
  theme: ThemeName;
  html: string;
}

export const demoBlogs: BlogSeed[] = [
  {
    title: 'What a Handpump Changed in Kaloi',
    author: 'Sana Javed',
    daysAgo: 9,
    icon: 'handpump',
    theme: 'teal',
    html:
      '<p>When our survey team first reached Kaloi, a village of 70 households east of Mithi, the nearest sweet water was a two-hour walk away. Girls left school by the age of ten because someone had to fetch it.</p>' +
      '<h2>Three months later</h2><p>The village now has two handpumps and a water committee of five elders, two of them women, who collect Rs 50 a month from each household for repairs. Attendance at the village school has doubled.</p>' +
      '<h3>What your gift pays for</h3><ul><li>A hydrological survey so the water is sweet and safe</li><li>Boring, pipe and a cast-iron pump built for desert sand</li><li>A concrete platform and drain that keep the water clean</li><li>Training for the committee that looks after it</li></ul>' +
      '<p>A single handpump costs <strong>Rs 45,000</strong>. Many donors dedicate one to a parent who has passed away, as a <em>sadaqah jariyah</em> that keeps giving long after us.</p>',
  },
  {
    title: 'Ten Minutes of Zikr After Fajr',
    author: 'Ustadha Rabia Anwar',
    daysAgo: 24,
    icon: 'lantern',
    theme: 'green',
    html:
      '<p>Students often ask me for a practice that fits a working life. My answer is always the same: ten minutes after Fajr, before you touch your phone.</p>' +
      '<h2>Why this time</h2><p>The house is quiet, the mind has not yet filled with the day, and the blessing of the early morning is promised to this ummah. What you plant at this hour grows all day.</p>' +
      '<h2>A simple routine</h2><ol><li>Sit facing the qibla after the sunnah and fard prayers.</li><li>Read <em>astaghfirullah</em> a hundred times, slowly.</li><li>Send blessings on the Prophet ﷺ a hundred times.</li><li>Close your eyes for three minutes of zikr qalbi, the heart quietly remembering Allah.</li></ol>' +
      '<p>Keep it small and keep it daily. After forty days, write to your circle leader about what has changed.</p>',
  },
  {
    title: 'Our Scouts at Shogran: Notes from Summer Camp',
    author: 'Capt. (R) Naveed Akhtar',
    daysAgo: 47,
    icon: 'tent',
    theme: 'night',
    html:
      '<p>Sixty-two scouts from Lahore, Rawalpindi and Peshawar spent eight days above Shogran this summer: pitching tents in the rain, learning first aid, and hiking to Siri Paye at dawn.</p>' +
      '<h2>What they learned</h2><ul><li>Splinting a sprained ankle with two sticks and a scarf</li><li>Finding north without a compass</li><li>Cooking dal for twenty on a wood fire</li><li>Leading Fajr in the open, with the mountains for a wall</li></ul>' +
      '<p>The hardest lesson, one fifteen-year-old wrote in his diary, was <strong>waiting for the slowest member of the patrol</strong>. That is exactly what a scout is for.</p>' +
      '<h3>Joining</h3><p>Registration for the winter term opens next month. Boys and girls aged 11 to 17 can apply through the Join Us form on the Scouts page.</p>',
  },
  {
    title: 'Why We Publish Books for Free',
    author: 'Prof. Khalid Mahmood',
    daysAgo: 71,
    icon: 'book',
    theme: 'cream',
    html:
      '<p>Since 1985 the foundation has published more than 2,000 titles and given most of them away: to students, mosques, prisons and village libraries. People sometimes ask why we do not sell them to fund our welfare work.</p>' +
      '<h2>Knowledge is a trust</h2><p>Our founder, Maulana Abdul Hameed Qadri, used to say that a book kept on a shelf for lack of money is a lamp left unlit. Beneficial knowledge is among the few deeds that continue after death.</p>' +
      '<h2>How it is paid for</h2><p>Printing is funded by donors who sponsor a title, often in memory of someone they loved. Hard copies ordered through the website are priced to cover paper and printing only, and every digital edition is free to read and download.</p>' +
      '<h3>Where the books go</h3><ul><li>School and college libraries in small towns</li><li>Mosque and madrasa reading rooms</li><li>Prison libraries in Punjab and Sindh</li><li>Hospital waiting rooms, where families sit for hours</li></ul>' +
      '<p>If you run a school or library that would like a set of books, write to the publishing desk. We will send what we can.</p>',
  },
  {
    title: 'Ramadan Ration Drive: Thank You',
    author: 'Sana Javed',
    daysAgo: 102,
    icon: 'basket',
    theme: 'terracotta',
    html:
      '<p>This Ramadan, with your help, our volunteers packed and delivered <strong>18,400 ration bags</strong> in 31 districts, each holding flour, rice, lentils, oil, sugar, tea and dates for a family of six for a month.</p>' +
      '<h2>Where the bags went</h2><ul><li>Widows and orphans registered at our centres</li><li>Daily-wage labourers in Lahore and Karachi</li><li>Families still rebuilding after the floods in Sindh</li><li>Transgender elders in Multan and Rawalpindi, often the last to be remembered</li></ul>' +
      '<p>Every bag was delivered with dignity, at the door, with no photographs of recipients. Thank you for trusting us with your zakat and sadaqah.</p>',
  },
  {
    title: 'A Day at the Multan Training Centre',
    author: 'Hina Saleem',
    daysAgo: 138,
    icon: 'graduation',
    theme: 'green',
    html:
      '<p>At eight in the morning the sewing machines at our Multan training centre are already humming. Twenty-four women, most of them widows or the eldest daughters of large families, are halfway through a six-month course.</p>' +
      '<h2>More than stitching</h2><p>Alongside tailoring, the women learn basic accounts, how to price their work and how to use a phone to take orders. A volunteer doctor visits on Thursdays, and a small library of the foundation\'s books sits by the window.</p>' +
      '<h3>The timetable</h3><ul><li>8:00 to 11:00: cutting and stitching</li><li>11:30 to 12:30: accounts and pricing</li><li>After Zuhr: embroidery, or a Quran class for those who wish</li></ul>' +
      '<h3>After graduation</h3><p>Each graduate can apply for a sewing machine through our livelihood programme. Last year 61 of them did, and most now earn between Rs 15,000 and Rs 30,000 a month from home.</p>',
  },
];

const blogService = resourceService(blogResource);

export async function seedBlogs({ tx, picture, now }: SeedContext) {
  for (const b of demoBlogs) {
    await seedRecord(tx, blogService, AdminBlogCreateSchema, {
      title: b.title,
      author_name: b.author,
      published_at: timeOffset(now, -b.daysAgo).toISOString(),
      image: await picture(b.title, cardImage({ title: b.title, kicker: 'From our blog', icon: b.icon, theme: b.theme })),
      description: b.html,
      published: true,
    });
  }
}
