import type { ThemeName } from '../assets/svg.ts';

export const BOOK_CATEGORIES = ['Spirituality & Tasawwuf', 'Quran, Hadith & Seerah', 'Family, Youth & Service'] as const;

export interface BookSeed {
  title: string;
  author: string;
  category: (typeof BOOK_CATEGORIES)[number];
  description: string;
  /** Rupees × 100: the hard-copy price. */
  pricePaisa: number;
  pages: number;
  firstPublished: number;
  theme: ThemeName;
  /** The sample chapter printed in the demo PDF. */
  chapter: string;
  excerpt: string[];
}

/** One line on each author, printed in the PDFs' "About the author". */
export const AUTHOR_BIOS: Record<string, string> = {
  'Maulana Abdul Hameed Qadri':
    'Maulana Abdul Hameed Qadri founded the foundation\'s first study circle in Lahore in 1985 and has taught zikr and tasawwuf there every Thursday since.',
  'Shaykh Muhammad Ilyas Naqshbandi':
    'Shaykh Muhammad Ilyas Naqshbandi leads the monthly muraqaba retreat near Murree and answers the letters of students from across Pakistan and abroad.',
  'Ustadha Rabia Anwar': 'Ustadha Rabia Anwar teaches the women\'s zikr circles in Lahore and Faisalabad and trains new circle leaders.',
  'Mufti Kamran Yousaf': 'Mufti Kamran Yousaf heads the foundation\'s fatwa and family counselling desk and teaches hadith in Karachi.',
  'Dr. Ayesha Siddiqa': 'Dr. Ayesha Siddiqa is a historian of early Islam who writes the seerah for families and teaches at the foundation\'s institute.',
  'Qari Muhammad Tahir': 'Qari Muhammad Tahir has taught Quran recitation in the foundation\'s evening classes for more than thirty years.',
  'Prof. Khalid Mahmood': 'Prof. Khalid Mahmood taught economics in Multan for three decades and now advises the foundation\'s livelihood programmes.',
  'Capt. (R) Naveed Akhtar': 'Capt. (R) Naveed Akhtar founded the foundation\'s scouts programme in 2006 and still leads its summer camps in the northern areas.',
};

export const demoBooks: BookSeed[] = [
  {
    title: 'The Garden of the Heart',
    author: 'Maulana Abdul Hameed Qadri',
    category: 'Spirituality & Tasawwuf',
    description:
      'The foundation\'s first book, written in 1986 for the small circle that met in a rented room in Ichhra. In short chapters it compares the heart to a garden: zikr is its water, good company its sunlight, and envy and anger the weeds that choke it. Still the book most often given to new students.',
    pricePaisa: 45000,
    pages: 184,
    firstPublished: 1986,
    theme: 'green',
    chapter: 'Chapter One: The soil of the heart',
    excerpt: [
      'Every gardener knows that flowers do not grow from good intentions. The soil must be turned, the stones carried away, and water brought every day, even on the days when nothing seems to change. The heart is the same. We want it to be gentle, patient and full of love for Allah, but we do not want to turn the soil.',
      'The soil of the heart is turned by remembrance. When a person says the name of Allah with attention, morning and evening, something in him is loosened. He begins to notice his anger before it reaches his tongue. He begins to see the poor man at the signal as a brother and not as a nuisance. These are the first green shoots.',
      'Do not be disappointed if the garden looks bare for a long time. Our elders said that the roots grow first, where no one can see them. Keep watering. The spring will come in its time, and when it comes, others will sit in your shade without knowing why they feel at rest.',
    ],
  },
  {
    title: 'Letters to a Young Seeker',
    author: 'Shaykh Muhammad Ilyas Naqshbandi',
    category: 'Spirituality & Tasawwuf',
    description:
      'Thirty-two letters written to students between 1990 and 1994, answering the questions young people still ask: What if I feel nothing in prayer? How do I keep zikr at university? What should I do with doubt? Warm, frank and brief, each letter can be read in five minutes.',
    pricePaisa: 38000,
    pages: 132,
    firstPublished: 1994,
    theme: 'night',
    chapter: 'The seventh letter: On feeling nothing',
    excerpt: [
      'My dear son, your letter reached me on a rainy evening and I read it twice. You write that you have kept your zikr for three months and feel nothing, and you ask whether you should stop. Let me answer with a question of my own: when you visit your mother, do you go only on the days you feel love for her?',
      'We do not keep our appointments with Allah because of what we feel. We keep them because He is worthy of them. Feelings come and go like the weather over the Margalla hills. The one who sits for zikr in the dry season is more sincere than the one who sits only when it rains sweetness.',
      'So do not stop. Make your practice a little shorter if it has become a burden, but keep it at the same hour every day. And write to me again after forty days. I think your next letter will be different.',
    ],
  },
  {
    title: 'Zikr in a Busy Life',
    author: 'Ustadha Rabia Anwar',
    category: 'Spirituality & Tasawwuf',
    description:
      'A practical handbook for working people, students and mothers of small children. It shows how to keep a small daily wird in the gaps of an ordinary day: in the kitchen, on the bus, in the queue at the bank. Includes a forty-day practice chart.',
    pricePaisa: 25000,
    pages: 96,
    firstPublished: 2015,
    theme: 'teal',
    chapter: 'Chapter Three: The minutes we already have',
    excerpt: [
      'A mother of three once told me that she had no time for zikr. I asked her to write down, for one day, every moment she spent waiting: for the kettle, for the children\'s van, for the electricity to come back. At the end of the day she had forty-three minutes.',
      'We do not need to find new time for remembrance. We need to notice the time we already have. The kettle takes four minutes to boil: that is a hundred repetitions of a short tasbeeh. The school van is always late: that is a few pages of Quran on a phone, or simply a quiet heart saying Allah, Allah.',
      'Begin with one such gap each day, the same one, and guard it. When it has become a habit, add a second. Within a season your day will be threaded with remembrance, and you will wonder how you ever said you had no time.',
    ],
  },
  {
    title: 'The Forty Gatherings',
    author: 'Maulana Abdul Hameed Qadri',
    category: 'Spirituality & Tasawwuf',
    description:
      'Forty Thursday talks from the Lahore centre, transcribed by students and lightly edited. Topics range from sincerity and repentance to neighbours, trade and the care of parents, each talk closing with a short dua. The most requested title at our book stalls.',
    pricePaisa: 65000,
    pages: 312,
    firstPublished: 2001,
    theme: 'cream',
    chapter: 'The twelfth gathering: On neighbours',
    excerpt: [
      'Tonight I want to speak about the people who live on the other side of your wall. The Prophet, peace be upon him, said that Jibreel kept advising him about the neighbour until he thought the neighbour would be made an heir. Think about that. An heir.',
      'In our cities we no longer know our neighbours\' names. We know the colour of their car and the noise of their generator. Brothers, this is not a small thing. If the family next door went to sleep hungry tonight, would you know? If their son was in hospital, would you hear?',
      'Here is a simple practice for this week. Greet your neighbour first, every time you see him. Send something from your kitchen once, however small. And make dua for the household by name. Come back next Thursday and tell me what changed.',
    ],
  },
  {
    title: 'Forty Hadith on Mercy',
    author: 'Mufti Kamran Yousaf',
    category: 'Quran, Hadith & Seerah',
    description:
      'Forty sayings of the Prophet ﷺ on mercy to parents, children, the poor, animals and even enemies, each with its chain summarised, a plain Urdu and English translation and a page of reflection for daily life. Used in the foundation\'s Friday classes for young people.',
    pricePaisa: 30000,
    pages: 120,
    firstPublished: 2008,
    theme: 'teal',
    chapter: 'The first hadith: The merciful are shown mercy',
    excerpt: [
      '"The merciful are shown mercy by the Most Merciful. Be merciful to those on the earth, and the One in the heavens will be merciful to you." This hadith is traditionally the first one a student hears from his teacher, and for that reason it has been called the hadith of firstness.',
      'Notice its shape. Mercy flows downward from Allah and outward from us, and the two are joined. The mercy we hope for on the Day of Judgement is connected to the mercy we show to the rickshaw driver, the maid, the stray cat in the lane and the difficult relative at the wedding.',
      'Reflection for this week: choose one person whom you usually treat with impatience. Each day, do one deliberate act of gentleness towards them, and notice what it costs you and what it gives you.',
    ],
  },
  {
    title: 'Stories of the Prophets for Children',
    author: 'Dr. Ayesha Siddiqa',
    category: 'Quran, Hadith & Seerah',
    description:
      'Twenty-five stories from the Quran, from Adam to Isa, peace be upon them, retold for children aged seven to twelve, with a question to talk about at the end of each. Written to be read aloud at bedtime and illustrated by students of the National College of Arts.',
    pricePaisa: 55000,
    pages: 208,
    firstPublished: 2012,
    theme: 'terracotta',
    chapter: 'The story of Prophet Yunus and the whale',
    excerpt: [
      'Long ago, in a great city called Nineveh, lived a prophet named Yunus. He told the people to worship Allah alone and to be kind to one another, but they laughed at him. After many years, Yunus became tired and sad, and he left the city without waiting for Allah\'s permission.',
      'He boarded a ship, and a terrible storm came. The sailors drew lots to see who should leave the ship, and the lot fell on Yunus. He was thrown into the sea, and a huge whale swallowed him whole. Inside the whale it was darker than the darkest night.',
      'In that darkness Yunus called out: "There is no god but You, glory be to You, I was among the wrongdoers." Allah heard him, and the whale gently left him on a beach. Question to talk about: what can we say to Allah when we have made a mistake?',
    ],
  },
  {
    title: 'A Simple Guide to Tajweed',
    author: 'Qari Muhammad Tahir',
    category: 'Quran, Hadith & Seerah',
    description:
      'The textbook of the foundation\'s evening Quran classes since 1999. Each rule of recitation is explained in a page, with examples from Juz Amma in large clear script and practice lines for home. Ideal alongside the online course "Reading the Quran with Tajweed".',
    pricePaisa: 20000,
    pages: 88,
    firstPublished: 1999,
    theme: 'green',
    chapter: 'Lesson Four: Noon sakin and tanween',
    excerpt: [
      'When a noon carries a sukoon, or a word ends in tanween, the letter that follows decides how it is read. There are four possibilities, and a student who learns them will notice an immediate change in the beauty of his recitation.',
      'Izhar means to pronounce clearly. It happens before the six throat letters. Idgham means to merge the noon into the next letter, and it happens before the six letters of the word yarmaloon. Iqlab means to change the noon into a meem, and happens only before the letter baa. Ikhfa means to hide the noon in a nasal sound, and happens before the remaining fifteen letters.',
      'Practice: read Surah al-Kawthar and Surah al-Asr slowly, and underline every noon sakin and tanween in pencil. Beside each, write which of the four rules applies. Then read the surahs again, giving each rule its right.',
    ],
  },
  {
    title: 'The Seerah in Twelve Evenings',
    author: 'Dr. Ayesha Siddiqa',
    category: 'Quran, Hadith & Seerah',
    description:
      'The life of the Prophet ﷺ told in twelve chapters, each meant to be read aloud in one evening by a family or a study circle. Careful with sources, warm in tone, and full of the small human details that bring the seerah close to readers today.',
    pricePaisa: 70000,
    pages: 264,
    firstPublished: 2019,
    theme: 'cream',
    chapter: 'The fourth evening: The year of sorrow',
    excerpt: [
      'In the tenth year of prophethood, within a few weeks of one another, the Prophet ﷺ lost the two people who had protected him most. His uncle Abu Talib, who had shielded him from the anger of Quraysh, died first. Then Sayyida Khadijah, his wife of twenty-five years, the first to believe in him, passed away.',
      'The historians called it the Year of Sorrow. He walked to Taif hoping for a kinder welcome and was driven out with stones. Yet when an angel offered to crush the town between its mountains, he refused, hoping that its children would one day believe.',
      'For our family tonight: when have you felt that everything went wrong at once? What helped you? How does the Prophet\'s answer at Taif change the way we might answer those who hurt us?',
    ],
  },
  {
    title: 'The Blessed Home',
    author: 'Mufti Kamran Yousaf',
    category: 'Family, Youth & Service',
    description:
      'Drawn from twenty years at the foundation\'s family counselling desk, this book speaks plainly about marriage, in-laws, money, raising children and caring for ageing parents. It pairs the teachings of the Quran and Sunnah with the real situations of Pakistani households.',
    pricePaisa: 40000,
    pages: 160,
    firstPublished: 2005,
    theme: 'terracotta',
    chapter: 'Chapter Two: The first year of marriage',
    excerpt: [
      'Most of the couples who come to our counselling desk in their first year do not have big problems. They have small problems that no one taught them to solve: who decides how the salary is spent, how often to visit each family, what to do when a mother-in-law and a daughter-in-law both feel unheard.',
      'The Prophet ﷺ said, "The best of you are those who are best to their families, and I am the best of you to my family." Being best to one\'s family is not only a feeling. It is a set of skills: listening without interrupting, apologising first, keeping a promise about a small thing.',
      'In this chapter we look at five such skills, each with a story from the counselling desk and a short exercise for husband and wife to do together.',
    ],
  },
  {
    title: 'Serving the People: Forty Years of Welfare',
    author: 'Prof. Khalid Mahmood',
    category: 'Family, Youth & Service',
    description:
      'The story of the foundation\'s welfare work since 1985: the first ration bags in Lahore, the handpumps of Tharparkar, the medical camps after the 2005 earthquake and the 2022 floods, the rickshaw scheme and the women\'s training centres. Told through the voices of volunteers and the families they served.',
    pricePaisa: 85000,
    pages: 412,
    firstPublished: 2023,
    theme: 'green',
    chapter: 'Chapter Five: Water in the desert',
    excerpt: [
      'The first handpump in Tharparkar was installed in the village of Kaloi in the spring of 1997. Before it, the women of the village walked two hours each way to a brackish well. The day the water came, an old woman named Mai Sakina washed her face in it three times and then sat down and cried.',
      'Since then the foundation\'s teams have installed more than three thousand handpumps and two hundred deep wells across Thar, Cholistan and Balochistan. Each one was paid for by a donor, often someone who will never see it. Each one has a name plate, and many carry the name of a donor\'s parent.',
      'This chapter follows three of those wells, from the survey to the first bucket, and asks the villagers what changed for their children.',
    ],
  },
  {
    title: 'The Scout\'s Promise',
    author: 'Capt. (R) Naveed Akhtar',
    category: 'Family, Youth & Service',
    description:
      'The handbook of the foundation\'s scouts programme: the promise and the law, knots, first aid, camping, hiking safety, self-defence and survival skills, together with the character lessons each one teaches. Every scout receives a copy at investiture.',
    pricePaisa: 35000,
    pages: 144,
    firstPublished: 2010,
    theme: 'night',
    chapter: 'Part One: On my honour',
    excerpt: [
      'A scout\'s promise is short enough to learn in a minute and long enough to keep for a lifetime. On my honour, I promise that I will do my best to do my duty to Allah and to Pakistan, to help other people at all times, and to obey the scout law.',
      'Notice the words "do my best." No scout is perfect. A scout who falls down on a hike gets up. A scout who loses his temper apologises. What matters is that he keeps trying, and that his troop helps him keep trying.',
      'In this part of the handbook you will learn the ten points of the scout law, one for each week of your first term, with a good turn to do each week and a space to write what happened.',
    ],
  },
  {
    title: 'Halal Earning, Honest Trade',
    author: 'Prof. Khalid Mahmood',
    category: 'Family, Youth & Service',
    description:
      'A short, practical guide for shopkeepers, freelancers and small traders on earning in a way that is blessed: fair weights, honest advertising, avoiding interest, keeping accounts, paying workers on time and calculating zakat. With worked examples from Pakistani bazaars.',
    pricePaisa: 32000,
    pages: 128,
    firstPublished: 2017,
    theme: 'teal',
    chapter: 'Chapter One: The trader who tells the truth',
    excerpt: [
      'The Prophet ﷺ said that the truthful and trustworthy merchant will be with the prophets, the truthful and the martyrs. It is a remarkable promise, and it is made not to scholars or ascetics but to people who buy and sell.',
      'In the cloth market of Faisalabad there is a shopkeeper who tells every customer which of his fabrics will fade in the first wash. His neighbours thought he would go out of business. Twenty years later, his is the busiest shop in the row, because customers trust him.',
      'This chapter lists the small dishonesties that have become normal in our markets, and shows how to replace each with an honest practice that is also good business.',
    ],
  },
];
