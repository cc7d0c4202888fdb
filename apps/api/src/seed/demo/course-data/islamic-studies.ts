import type { CourseSeed } from '../course-types.ts';

export const islamicStudiesCourses: CourseSeed[] = [
  {
    title: 'Reading the Quran with Tajweed',
    type: 'Quran & Islamic Studies',
    icon: 'book',
    theme: 'teal',
    description:
      '<p>Many of us learned to read the Quran as children, quickly and by ear. This course is for adults who want to read it again slowly and correctly, giving every letter its right. It follows the method used in our evening classes in Lahore, Multan and Karachi, where retired teachers, students and housewives sit side by side.</p>' +
      '<p>The lessons cover the points of articulation (<em>makharij</em>), the rules of noon sakin and tanween, meem sakin, the prolongations (<em>madd</em>) and where to stop and start. Each rule is shown on short surahs you already know, so practice fits into your daily prayers.</p>' +
      '<ul><li>Short video lessons with on-screen Arabic text</li><li>A practice surah at the end of every lesson</li><li>Weekly voice-note review with a teacher for those who enrol in a local class</li></ul>',
    eligibility: 'You should be able to recognise the Arabic letters and read slowly from the mushaf (Noorani Qaida completed). Men and women study in separate review groups.',
    instructors: ['Qari Muhammad Tahir', 'Qaria Sumaira Batool'],
    durationHours: 30,
    classDuration: '45 minutes',
    level: 'Beginner',
    language: 'Urdu',
    certificate: 'Yes',
    enrolled: 721,
    lessons: [
      {
        title: 'Makharij: where each letter is born',
        duration: '22:10',
        description:
          'Qari Muhammad Tahir begins with the seventeen points of articulation, grouped into the five regions of the mouth and throat. Instead of a long list, he teaches them through pairs that Urdu speakers commonly confuse: seen and saad, zaal, zay and zaad, and the heavy and light forms of haa. You will practise each pair slowly with him, then hear them in Surah al-Fatiha. A simple mirror exercise helps you see what your tongue is doing. Practise for ten minutes a day before the next lesson, and record yourself once so you can hear the change.',
      },
      {
        title: 'Noon sakin and tanween',
        duration: '19:35',
        description:
          'Four rules govern what happens when a silent noon or a tanween meets the next letter: izhar, idgham, iqlab and ikhfa. This lesson explains them with colour-coded examples from Juz Amma and gives a memory aid used in our classes for the fifteen letters of ikhfa. Qaria Sumaira shows the nasal sound (ghunnah) and how long to hold it, counted on the fingers as our teachers did. The practice passage is Surah al-Mulk, verses one to five, read slowly twice a day until the rules come without thinking.',
      },
      {
        title: 'Meem sakin and the heavy letters',
        duration: '17:20',
        description:
          'Three short rules for the silent meem complete the picture begun in the previous lesson. We then turn to the seven heavy letters (khuss daghtin qiz) and to the letter raa, which is sometimes heavy and sometimes light depending on the vowels around it. Many adult learners say this is the lesson where their recitation began to sound like the reciters they love. The practice surah is al-Qadr; listen to it three times with the teacher and then read it alone, noticing each heavy letter as you pass it.',
      },
      {
        title: 'Madd: the music of prolongation',
        duration: '21:45',
        description:
          'Madd gives the Quran its unhurried, flowing sound. This lesson covers the natural prolongation of two counts, the connected and separated madd of four or five counts, and the necessary madd of six. Qari Tahir explains why consistency matters more than length, and demonstrates the common mistake of stretching every vowel. You will practise counts using the gentle tapping method from our evening classes, then read Surah al-Bayyinah with attention to every madd, first with the teacher and then on your own.',
      },
      {
        title: 'Waqf: where to pause and where to begin',
        duration: '16:50',
        description:
          'Stopping in the wrong place can change the meaning of a verse. In this final lesson we learn the pause signs printed in South Asian mushafs, what each one asks of the reader, and how to restart gracefully after taking a breath mid-verse. We close the course by reading Surah Yaseen, verses one to twelve, together, applying everything learned. Students who want the certificate send a short voice recording of this passage to their review group for a friendly assessment by a teacher.',
      },
    ],
  },
  {
    title: 'The Seerah for Families',
    type: 'Quran & Islamic Studies',
    icon: 'people',
    theme: 'cream',
    description:
      '<p>The life of the Prophet ﷺ is the best school of character there is, and it was lived inside a family. This course retells the seerah for parents and older children to watch together, one evening a week, with a question to talk over at the dinner table after each lesson.</p>' +
      '<p>We follow the story from Makkah before revelation to the community of Madinah, pausing on the moments that speak most to families today: how the Prophet ﷺ treated his wives and daughters, how he spoke to children and to servants, how he handled grief, debt, hostility and success.</p>' +
      '<p>Lessons are in clear English with Urdu terms explained, designed for families in Pakistan and for Pakistani families abroad who want their children to know the seerah as a living story.</p>',
    eligibility: null,
    instructors: ['Dr. Ayesha Siddiqa', 'Mufti Kamran Yousaf'],
    durationHours: 16,
    classDuration: '50 minutes',
    level: 'All levels',
    language: 'English',
    certificate: 'No',
    enrolled: 312,
    lessons: [
      {
        title: 'Makkah before the message',
        duration: '24:15',
        description:
          'Dr. Ayesha Siddiqa sets the scene: a trading city in a hard valley, proud tribes, the Kaaba filled with idols, and a young orphan known to everyone as al-Amin, the trustworthy. We look at his childhood with his grandfather and uncle, his work as a shepherd and a trader, and his marriage to Sayyida Khadijah. The family question for this week asks each person at the table to name someone they trust completely and to explain what that person does that earns such trust. Parents are asked to share their answer first.',
      },
      {
        title: 'The first believers were a household',
        duration: '22:40',
        description:
          'When revelation came, the first to believe were a wife, a young cousin, a freed servant and a close friend. This lesson tells the story of the cave of Hira and the night the Prophet ﷺ came home trembling, and of Sayyida Khadijah\'s answer, which Muslims still repeat fourteen centuries later. Mufti Kamran draws out what it means to be the person at home who steadies others in a crisis. The family question: what should we say to one another when one of us comes home frightened, ashamed or upset?',
      },
      {
        title: 'Hijrah: leaving home for the sake of Allah',
        duration: '26:05',
        description:
          'Many Pakistani families know what it means to leave a home, whether in 1947, in search of work in the Gulf, or after the floods. This lesson tells the story of the migration to Madinah: the plan, the cave of Thawr, the loyalty of Asma bint Abi Bakr carrying food up the mountain, and the welcome of the Ansar. We talk about courage, trust and careful planning side by side. The family question: ask the eldest person you know about a move they made and what they carried with them.',
      },
      {
        title: 'Madinah: building a community',
        duration: '23:30',
        description:
          'The first acts in Madinah were to build a mosque, pair each migrant with a local brother, and write a charter for the city\'s tribes. Dr. Ayesha shows how the Prophet ﷺ built a society on brotherhood, fair trade and care for the weak, and connects it to the welfare work of our foundation today in small, concrete ways. The family question for this week: which neighbour of ours might need a brother or sister right now, and what is one small thing we could do for them before next Friday?',
      },
      {
        title: 'Character at home',
        duration: '20:55',
        description:
          'Sayyida Aishah was asked what the Prophet ﷺ did at home. She said he mended his own clothes, helped with the housework and went out when it was time to pray. This closing lesson gathers the small, domestic moments of the seerah: his gentleness with grandchildren, his patience with a Bedouin who pulled his cloak, his laughter and his tears. The final family question asks everyone to choose one habit from the course to practise together for a month, and to check on one another kindly.',
      },
    ],
  },
];
