import type { CourseSeed } from '../course-types.ts';

export const spiritualCourses: CourseSeed[] = [
  {
    title: 'Foundations of Zikr: Remembrance of the Heart',
    type: 'Spiritual Training',
    icon: 'lantern',
    theme: 'green',
    description:
      '<p>For almost forty years the Thursday gathering at our Lahore centre has begun the same way: a few minutes of silence, and then the quiet remembrance of Allah. This course brings that gathering to your home. It explains what zikr is, why the Quran calls it the thing by which hearts find rest, and how ordinary people with jobs, studies and families can make it a daily habit.</p>' +
      '<p>You will learn the difference between spoken zikr and <strong>zikr qalbi</strong>, the silent remembrance of the heart; how to sit, breathe and keep count without the mind running away; and how to keep a small daily <em>wird</em> that survives busy weeks and long night shifts.</p>' +
      '<p>Every lesson is short, practical and taught in simple Urdu. There is no exam; there is a practice diary, and a certificate once you have kept your wird for forty days.</p>',
    eligibility: 'Open to everyone aged 14 and above. No earlier study is needed; bring a notebook and ten quiet minutes a day.',
    instructors: ['Maulana Abdul Hameed Qadri', 'Ustadha Rabia Anwar'],
    durationHours: 12,
    classDuration: '45 minutes',
    level: 'Beginner',
    language: 'Urdu',
    certificate: 'Yes',
    enrolled: 864,
    lessons: [
      {
        title: 'What zikr is, and why the heart needs it',
        duration: '14:20',
        description:
          'We begin with the verse every student of this path knows by heart: "Verily, in the remembrance of Allah do hearts find rest." Maulana Abdul Hameed explains that zikr is not a ritual added to a busy life but the thread that holds the rest of it together. He tells the story of a rickshaw driver from Ichhra who kept a small tasbeeh on his handlebar for thirty years, and what that habit did for his temper, his family and his work. By the end of the lesson you will write down, in your own words, why you want to begin.',
      },
      {
        title: 'Zikr qalbi: the silent remembrance',
        duration: '16:05',
        description:
          'Spoken zikr trains the tongue; zikr qalbi trains the heart. This lesson explains the teaching of our elders that the name of Allah can be remembered with each heartbeat, without a sound and without anyone beside you knowing. You will learn the first exercise taught to every new student: sitting with the eyes closed, attention resting on the left side of the chest, and the name "Allah" remembered gently with each breath. We also discuss the common worries of beginners, such as feeling nothing at first, and why that is normal.',
      },
      {
        title: 'Posture, breath and the right time',
        duration: '12:40',
        description:
          'Small details make a practice last. Ustadha Rabia shows how to sit for fifteen minutes without pain, on the floor or on a chair, and why the back should be straight but never stiff. We look at the best times for zikr in a Pakistani household: after Fajr before the house wakes, in the stillness after Isha, or in the quiet of a bus ride to work. The lesson ends with a guided seven-minute session you can repeat each morning until the next lesson, with a short breathing pattern to settle the mind before you begin.',
      },
      {
        title: 'Keeping a daily wird through busy weeks',
        duration: '15:10',
        description:
          'Most people do not stop their zikr because they lose faith; they stop because of exams, night shifts, guests and weddings. This lesson is about keeping the practice small enough to survive real life. You will set a minimum wird that takes five minutes, a normal wird for ordinary days, and a longer one for Thursdays and Fridays. We introduce the practice diary used by students at our centres and show how to mark a missed day without guilt, and how to return the next morning as if nothing was lost.',
      },
      {
        title: 'When the heart feels dry',
        duration: '13:55',
        description:
          'Every seeker meets days when zikr feels empty. Maulana Abdul Hameed speaks candidly about such periods in his own life and about what his teacher told him: keep the appointment, even when the guest seems not to come. We read short passages from the letters of the saints of the subcontinent on patience in the path, and close with advice on companionship, because a weekly gathering with others carries a person through seasons that solitary effort cannot. Your forty-day count for the certificate begins after this lesson.',
      },
    ],
  },
  {
    title: 'Muraqaba: The Practice of Spiritual Attention',
    type: 'Spiritual Training',
    icon: 'star',
    theme: 'night',
    description:
      '<p><strong>Muraqaba</strong> means watchfulness: sitting in the awareness that Allah sees you, and letting that awareness quieten everything else. It is the natural next step for students who have kept a steady practice of zikr and want to deepen it.</p>' +
      '<p>The course follows the stages taught in our circles: attention to the heart, awareness of the divine presence, and the muraqaba of gratitude and of death. Each stage is explained with its purpose, its etiquette and the mistakes beginners commonly make, such as chasing experiences or judging a session by how it felt.</p>' +
      '<p>Sessions are recorded from the monthly retreat at our centre near Murree and are guided in a calm, unhurried Urdu, with an English summary at the end of each lesson.</p>',
    eligibility:
      'For students who have completed "Foundations of Zikr" or who have kept a daily practice of zikr for at least three months. Please speak to your local circle leader if you are unsure.',
    instructors: ['Shaykh Muhammad Ilyas Naqshbandi'],
    durationHours: 10,
    classDuration: '40 minutes',
    level: 'Intermediate',
    language: 'Urdu',
    certificate: 'Yes',
    enrolled: 538,
    lessons: [
      {
        title: 'The meaning of muraqaba',
        duration: '18:30',
        description:
          'Shaykh Muhammad Ilyas opens the course with the hadith of Jibreel: "to worship Allah as though you see Him, and if you do not see Him, He sees you." That second half, he explains, is the whole of muraqaba. We look at how the practice differs from relaxation exercises and from simply thinking about religious subjects, and why our elders called it the work of the heart rather than of the mind. The lesson closes with a first ten-minute sitting in which you do nothing but remember that you are seen, kindly and completely.',
      },
      {
        title: 'Muraqaba of the heart',
        duration: '21:15',
        description:
          'Building on zikr qalbi, this stage trains attention to rest on the heart and to notice, without judgement, every time it wanders. You will learn the gentle "return" taught in our circles: no frustration, no commentary, only coming back. The Shaykh describes what a typical first month looks like, with restless sessions and sleepy ones, and why both are part of the path. A guided twenty-minute sitting follows, recorded on a winter evening at the Murree retreat, with the sound of the wind left in deliberately.',
      },
      {
        title: 'Gratitude as a practice',
        duration: '17:45',
        description:
          'Shukr is often taught as a feeling; here it is taught as a discipline. In this muraqaba the student brings to mind, one by one, the blessings of the day: water, bread, a parent still living, a child who slept well, work that paid the bills. The Shaykh shows how this simple exercise changes the way one speaks at home and at work. We also discuss gratitude in hardship, drawing on the stories of families our welfare teams have served after the floods in Sindh and south Punjab.',
      },
      {
        title: 'Remembering death, loving life',
        duration: '19:50',
        description:
          'The muraqaba of death is the most misunderstood of all. It is not meant to frighten but to clarify: what would I change if I knew this was my last week? The Shaykh guides the practice carefully and with great gentleness, and explains why it is taught only after the earlier stages are steady. The lesson ends with advice on bringing muraqaba into ordinary life: a minute of watchfulness before answering an angry message, before signing a contract, or before speaking to one\'s children after a hard day.',
      },
    ],
  },
];
