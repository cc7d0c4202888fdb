import { homeVideos } from './videos';

/** The four teachings of the spirituality tabs, each with a short talk on video. */
export const spiritualityTabs = [
  {
    key: 'why-murshed',
    label: 'Why Murshed',
    title: 'Why a guide?',
    text: 'A murshed is a guide who has walked the path before you. As a traveller trusts someone who knows the road, a seeker finds in a true guide a mirror for the heart: one who corrects gently, encourages patiently, and always points towards Allah, never towards himself.',
    video: homeVideos.whyMurshed,
  },
  {
    key: 'bait',
    label: 'Bait',
    title: 'Bait: the pledge',
    text: 'Bait is a promise, taken by the hand of a guide, to keep the commands of Islam, to leave what harms the soul and to walk the path sincerely. It is not a ceremony for its own sake, but the first step of a bond built on trust and good company.',
    video: homeVideos.bait,
  },
  {
    key: 'zikar-qalbi',
    label: 'Zikar Qalbi',
    title: 'Zikar Qalbi: remembrance of the heart',
    text: 'Remembrance need not stop when the tongue is still. Through a simple, steady practice taught in our circles, the name of Allah settles into the heart until remembrance becomes as natural as breathing, at work, at home and on the road.',
    video: homeVideos.zikarQalbi,
  },
  {
    key: 'muraqba',
    label: 'Muraqba',
    title: 'Muraqba: attentive stillness',
    text: 'Muraqba is quiet, attentive sitting: turning the mind from its noise towards its Lord. Our teachers guide beginners gently, a few minutes at a time, so that the calm it brings carries over into work, family life and prayer.',
    video: homeVideos.muraqba,
  },
];
