import type { CourseSeed } from '../course-types.ts';

export const digitalCourses: CourseSeed[] = [
  {
    title: 'Computer Basics for Livelihood',
    type: 'Digital Skills',
    icon: 'briefcase',
    theme: 'teal',
    description:
      '<p>A shopkeeper\'s son in Okara, a widow running a tuition centre in Hyderabad, a young man hoping for an office job in Rawalpindi: all of them told us the same thing. They needed to be comfortable with a computer, and nobody had time to teach them from the very beginning. This course does exactly that.</p>' +
      '<p>Starting with how to switch a computer on and hold a mouse, it moves step by step through typing in English and Urdu, saving and finding files, sending e-mail safely and writing a simple CV. Every lesson is recorded in our training centre in Lahore on an ordinary, affordable computer, not an expensive one.</p>' +
      '<p>Students who finish receive a certificate recognised by the employers in our <strong>Job Portals</strong> programme.</p>',
    eligibility: 'Open to anyone aged 15 or older. No experience is needed. You need access to a computer for practice, at home, at a relative\'s, or at one of our training centres.',
    instructors: ['Sir Imran Latif', 'Miss Nida Farooq'],
    durationHours: 24,
    classDuration: '60 minutes',
    level: 'Beginner',
    language: 'Urdu',
    certificate: 'Yes',
    enrolled: 455,
    lessons: [
      {
        title: 'Meet the computer',
        duration: '18:25',
        description:
          'Sir Imran introduces the parts of a computer with the cover open: where the work is done, where files are kept, and why a computer slows down. You will learn to switch it on and off properly, hold the mouse, click, double-click and right-click, and understand what the desktop, taskbar and windows are. There is a short section on caring for a machine in Pakistani conditions: dust, heat and load-shedding, and why a UPS is worth saving for. Practice task: open, move, resize and close three windows.',
      },
      {
        title: 'Typing in English and Urdu',
        duration: '21:40',
        description:
          'Good typing saves hours every week. This lesson teaches the home row, correct finger positions and a daily ten-minute drill. Miss Nida then shows how to add the Urdu keyboard to Windows, switch languages with one key press, and type your name and address in Urdu. We explain the phonetic Urdu layout that most offices in Pakistan use and share a printable key chart. Practice task: type a short letter to a family member in Urdu and a paragraph about yourself in English, then check both for mistakes.',
      },
      {
        title: 'Files, folders and not losing your work',
        duration: '19:15',
        description:
          'Most beginners lose work not because the computer fails but because they cannot find where it went. This lesson explains files and folders with a simple cupboard-and-drawer picture, then teaches saving, naming, moving and copying files. You will learn to use a USB drive safely, to recognise suspicious files, and to keep a backup of important documents such as your CNIC scan and certificates. Practice task: create a folder called "My Documents 2024" with three sub-folders and save your typing exercises inside them.',
      },
      {
        title: 'E-mail and staying safe online',
        duration: '20:30',
        description:
          'We create a free e-mail account together, choose a strong password and set up recovery with a mobile number. You will send, reply to and forward messages, attach a file, and write a polite e-mail to an employer. Half the lesson is about safety: fake prize messages, people pretending to be from a bank or from BISP, and why no genuine organisation, including ours, will ever ask for your PIN or OTP. Practice task: send your instructor an e-mail with your CV draft attached and a short, polite covering message.',
      },
      {
        title: 'Writing a CV that gets read',
        duration: '23:05',
        description:
          'In the final lesson Miss Nida builds a one-page CV in a word processor, live, for a fictional student from Sheikhupura applying for a data-entry job. You will learn headings, bullet points, tables for education, and how to save the finished file as a PDF. We discuss what Pakistani employers look for, how to describe volunteer work and home responsibilities honestly, and which photographs are appropriate. Practice task: write your own CV and submit it through the course to receive your certificate and a reviewer\'s comments.',
      },
    ],
  },
  {
    title: 'Introduction to AI for Everyone',
    type: 'Digital Skills',
    icon: 'star',
    theme: 'night',
    description:
      '<p>Artificial intelligence is already in the phones of our students, in the offices where they hope to work and in the fields of the farmers we serve. This short course explains, without mathematics, what AI is, what it can and cannot do, and how to use it honestly and safely.</p>' +
      '<p>You will try chat assistants for study and small business tasks, learn to check their answers instead of trusting them blindly, and think about the questions of honesty, privacy and fairness that every Muslim professional should ask before using a new tool.</p>' +
      '<p>Taught in English with Urdu examples, the course is the first step of the foundation\'s growing programme of AI courses for young people across Pakistan.</p>',
    eligibility: null,
    instructors: ['Engr. Hamza Rafiq'],
    durationHours: 8,
    classDuration: '35 minutes',
    level: 'Beginner',
    language: 'English',
    certificate: 'Yes',
    enrolled: 392,
    lessons: [
      {
        title: 'What AI is, and what it is not',
        duration: '15:30',
        description:
          'Engr. Hamza begins with everyday examples: the phone keyboard that guesses your next word, the map that avoids traffic on the Canal Road, the photo app that finds every picture of your grandmother. All of these are AI systems that learned patterns from huge amounts of data. We separate the real abilities of such tools from the exaggerated claims of advertisements and films, and explain why AI can sound confident while being completely wrong. A short quiz at the end checks that the key ideas are clear.',
      },
      {
        title: 'How chat assistants work',
        duration: '17:45',
        description:
          'Chat assistants predict text, one word after another, from patterns in what they were trained on. This lesson explains that idea with a simple game of finishing Urdu proverbs, then shows what follows from it: they are excellent at drafting and summarising, weak at facts they have not seen, and never a source of religious rulings. You will practise writing clear instructions, asking for sources, and checking an answer against a textbook. We also cover why you should never paste private information into a chat window.',
      },
      {
        title: 'AI for study and small business',
        duration: '18:20',
        description:
          'Practical uses take centre stage. We help a student in Faisalabad turn her biology notes into practice questions, help a tailor in Gujranwala write polite messages to customers and a price list in English and Urdu, and help a farmer understand a weather report. For each task we show what the tool did well, what it got wrong, and how a person fixed it. You will complete one task of your own and reflect on how much time it saved and where you had to correct it.',
      },
      {
        title: 'Using AI honestly',
        duration: '16:10',
        description:
          'The final lesson asks the questions that matter most. Is it honest to submit work written by a machine? Who owns the photographs and words an AI learned from? What happens to the data we type in? Engr. Hamza discusses these with reference to the Islamic principles of amanah, truthfulness and avoiding harm, and gives a simple checklist for students and employees. The course ends with a short written reflection, in your own words and without AI help, which earns your certificate.',
      },
    ],
  },
];
