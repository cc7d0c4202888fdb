import type { CourseSeed } from '../course-types.ts';

export const livelihoodCourses: CourseSeed[] = [
  {
    title: 'Freelancing from Home: First Steps',
    type: 'Livelihood & Vocational',
    icon: 'pen',
    theme: 'terracotta',
    description:
      '<p>Pakistan is one of the largest sources of freelancers in the world, yet many young people who try it give up after a month of unanswered proposals. This course, built with graduates of our Rickshaw Scheme and Job Portals programmes, shows the slow, honest route to a first client and a steady income.</p>' +
      '<p>You will choose a skill you can actually deliver, build a profile that tells the truth, write proposals that clients read, and receive payments legally into a Pakistani bank account. The final lesson is about <strong>halal earnings</strong>: keeping promises, refusing work that harms, and paying zakat on what you save.</p>',
    eligibility: 'You should be comfortable with a computer and e-mail (or have completed "Computer Basics for Livelihood") and have a CNIC for payment verification. Ages 18 and above.',
    instructors: ['Usman Tariq', 'Mehwish Aslam'],
    durationHours: 18,
    classDuration: '50 minutes',
    level: 'Intermediate',
    language: 'Urdu',
    certificate: 'Yes',
    enrolled: 613,
    lessons: [
      {
        title: 'Choosing a skill you can deliver',
        duration: '20:40',
        description:
          'Usman Tariq began freelancing from a rented room in Bahawalpur with a second-hand laptop. He opens the course by listing the skills that actually sell for beginners, such as data entry, transcription, simple graphic design, Urdu and English translation and virtual assistance, and how much each typically pays. You will do an honest inventory of what you can do today and what you can learn in three months. The lesson warns against courses that promise thousands of dollars in a week, and explains why one skill done well beats five done poorly.',
      },
      {
        title: 'A profile that tells the truth',
        duration: '18:55',
        description:
          'Clients hire people they trust. Mehwish Aslam walks through building a profile on a major freelancing platform: a clear photograph, a title that names one service, and a description written for the client rather than about yourself. She shows three real profiles, with permission, from students in Sialkot, Mardan and Karachi, and explains what made each one work. You will draft your own profile and two small portfolio samples, and you will learn why invented reviews and borrowed work ruin careers before they begin.',
      },
      {
        title: 'Proposals that get answered',
        duration: '22:15',
        description:
          'Most beginners send fifty copies of the same proposal. This lesson teaches the opposite: read the job carefully, answer the client\'s real question in the first two lines, show one relevant sample, and ask one good question. We rewrite five weak proposals live and compare them. You will also learn how to estimate time honestly, how to price your first jobs without underselling yourself, and how to say no politely to work you cannot finish on time. Practice task: write three proposals and share them with the course group.',
      },
      {
        title: 'Getting paid in Pakistan',
        duration: '19:30',
        description:
          'Money is where many freelancers get stuck. Usman explains the common, legal ways to receive payments into a Pakistani bank account, the documents banks ask for, and what the exchange rate and fees mean for your actual earnings. We cover registering as a freelancer for tax purposes, keeping simple records in a notebook or spreadsheet, and protecting yourself from scams that ask you to pay before you can work. A worked example follows one month of income from invoice to withdrawal.',
      },
      {
        title: 'Halal earnings and a lasting name',
        duration: '17:05',
        description:
          'The course closes with what makes a livelihood blessed. Mehwish and Usman discuss keeping deadlines as a form of amanah, refusing projects involving deceit or harm, and giving clients honest updates when things go wrong. We talk about setting aside zakat and sadaqah from your earnings, supporting your family, and helping the next student in your neighbourhood start. Your final task, a short plan for your first ninety days, is reviewed by a mentor before your certificate is issued.',
      },
    ],
  },
  {
    title: 'Tailoring and Stitching for Women',
    type: 'Livelihood & Vocational',
    icon: 'gift',
    theme: 'cream',
    description:
      '<p>Since 1998 the foundation\'s women\'s training centres have taught stitching to thousands of women, many of whom now support their families from home. This course brings the first term of that training online, recorded in our centre in Multan with the same teacher and the same patient pace.</p>' +
      '<p>Starting with the tools and the sewing machine itself, it moves through measurements, cutting and stitching a simple kameez and shalwar, and ends with pricing your work and taking orders from neighbours. Graduates can apply for a sewing machine through our <strong>Dowry</strong> and livelihood programmes.</p>',
    eligibility: 'For women aged 16 and above. A hand or electric sewing machine is needed for practice; our centres in Lahore, Multan and Karachi lend machines to enrolled students.',
    instructors: ['Baji Shamim Akhtar'],
    durationHours: 40,
    classDuration: '90 minutes',
    level: 'Beginner',
    language: 'Urdu',
    certificate: 'Yes',
    enrolled: 284,
    lessons: [
      {
        title: 'Tools, fabric and your machine',
        duration: '26:30',
        description:
          'Baji Shamim has taught stitching for twenty-six years. In this first lesson she introduces the tools you need and the ones you can do without: tape, chalk, good scissors, pins and a seam ripper. She explains the common fabrics sold in Pakistani markets, lawn, cotton, khaddar and wash-and-wear, and how each behaves under the needle. Then she opens a sewing machine, threads it slowly and shows how to wind a bobbin and adjust tension. Practice: stitch straight lines and gentle curves on scrap cloth.',
      },
      {
        title: 'Taking measurements',
        duration: '24:10',
        description:
          'A good fit starts with careful measurements. This lesson shows how to measure chest, waist, hips, shoulder, sleeve, length and trouser measurements, and how to write them neatly in a customer notebook as our graduates do. Baji Shamim explains how to measure a customer respectfully, how to allow for ease in loose and fitted styles, and the mistakes that lead to re-stitching. Practice: measure three family members, record the figures in your notebook, and check them against a ready-made garment.',
      },
      {
        title: 'Cutting and stitching a simple kameez',
        duration: '31:45',
        description:
          'Step by step, Baji Shamim drafts a simple straight kameez on newspaper, lays it on fabric, and cuts it with an allowance for seams. She stitches the shoulders, attaches the sleeves, closes the side seams and finishes a round neckline with facing. Every step is shown slowly, with common mistakes and how to fix them. You are encouraged to pause often, and to make your first kameez from inexpensive cloth before using good fabric. Practice: cut and stitch one kameez for a child or for yourself.',
      },
      {
        title: 'From stitching to a small business',
        duration: '22:50',
        description:
          'Many of our graduates began by stitching for relatives and neighbours before Eid. This lesson covers pricing your work fairly, keeping an order book, agreeing on delivery dates and handling unhappy customers with grace. We hear from Nasreen, a graduate from Shujabad, who now employs two other women. The lesson ends with how to apply for a sewing machine through the foundation and how to join the graduates\' group for orders, advice and encouragement. Submit photographs of your kameez to receive your certificate.',
      },
    ],
  },
];
