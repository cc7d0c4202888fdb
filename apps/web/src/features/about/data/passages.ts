/** The spirituality page's thirteen passages (spec point 9), revealed one per "Read more". */
export const passages: { title: string; text: string }[] = [
  {
    title: 'The heart that remembers',
    text: 'Every tradition of the Sufi path begins with one discovery: the heart was made to remember its Lord, and it is restless until it does. For forty years our gatherings have helped ordinary people — shopkeepers, students, farmers, mothers — find that stillness in the middle of a busy life.',
  },
  {
    title: 'Why a murshid',
    text: 'A traveller in unknown mountains takes a guide who has walked the road. The murshid is such a guide: one who has been trained in the path, who knows its turns and its dangers, and who cares for the seeker as a father cares for a child.',
  },
  {
    title: 'Bai’at, the pledge',
    text: 'The journey is begun with bai’at, a pledge of sincerity taken at the hand of the guide. It is not a ceremony of belonging to a group; it is a promise to oneself and to Allah to keep the prayers, guard the tongue and seek His pleasure in all things.',
  },
  {
    title: 'Zikr of the tongue',
    text: 'The first step is simple: words of remembrance repeated with attention — La ilaha illallah, SubhanAllah, Alhamdulillah. Said slowly and with meaning, they wash the day’s noise from the mind and turn the heart gently towards its source.',
  },
  {
    title: 'Zikr-e-qalbi, remembrance of the heart',
    text: 'In time the remembrance moves from the tongue to the heart itself. The seeker learns to hear the Name of Allah in every heartbeat, at work and at rest, until remembrance is no longer something done but something lived.',
  },
  {
    title: 'Muraqaba, sitting in watchfulness',
    text: 'Muraqaba is quiet sitting with the eyes closed and the attention turned inward, waiting upon Allah as a watchman waits for dawn. A few minutes after the night prayer, kept faithfully, soften the heart more than hours of argument.',
  },
  {
    title: 'Sohbat, good company',
    text: 'Character is caught more than taught. Sitting in the company of people who remember Allah, hearing their words and seeing their manners, changes a person quietly — which is why our circles meet every week in cities across Pakistan.',
  },
  {
    title: 'Adab, the courtesy of the path',
    text: 'The path is walked with adab: respect for parents and teachers, gentleness with the young, patience with the difficult, and humility before everyone. The Sufis say that the whole of the path is adab, and whoever loses it loses the way.',
  },
  {
    title: 'Tazkiya, polishing the mirror',
    text: 'Pride, envy, anger and greed cloud the heart like dust on a mirror. Remembrance, honest self-reckoning each night and the guide’s counsel polish it, until the heart reflects the light it was created to hold.',
  },
  {
    title: 'An honest living',
    text: 'Spirituality is not an escape from the world. The seeker earns a halal livelihood, keeps honest scales, pays debts on time and supports a family — for a morsel earned lawfully gives the heart more light than a night of voluntary prayer.',
  },
  {
    title: 'Khidmat, serving creation',
    text: 'Love of the Creator shows itself in service to His creation. This is why the same volunteers who sit in zikr also dig wells, cook for hospital families and carry the shroud for the poor: the welfare work of this foundation grew from its prayer mat.',
  },
  {
    title: 'The weekly halqa',
    text: 'Every Thursday evening our circles gather for the halqa-e-zikr: a recitation of the Qur’an, a short talk, collective remembrance and a prayer for the ummah and for Pakistan. Men and women have their own gatherings, and everyone is welcome.',
  },
  {
    title: 'Beginning the journey',
    text: 'You do not need to be learned or perfect to begin. Come to a gathering, sit quietly, listen, and ask your questions. The door has stood open since 1985, and whoever knocks with sincerity will find a welcome inside.',
  },
];
