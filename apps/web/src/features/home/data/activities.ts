/** The seven welfare activities of the home slider (spec point 2). */
export const activities = [
  {
    key: 'students',
    cta: 'Sponsor a student',
    title: 'Supporting students',
    text: 'School fees, uniforms and books for children whose families cannot carry the cost, and basic education centres where no school reaches.',
  },
  {
    key: 'water',
    cta: 'Fund a water project',
    title: 'Water projects',
    text: 'Wells, hand pumps, coolers and filtration plants that bring clean water to villages and mosques in the driest districts.',
  },
  {
    key: 'food',
    cta: 'Feed a family',
    title: 'Food',
    text: 'Cooked meals, grocery packs and meat distribution for families going hungry, in Ramadan and in every other month.',
  },
  {
    key: 'livelihood',
    cta: 'Help a breadwinner',
    title: 'Livelihood',
    text: 'Wheelbarrows, rickshaws, training and job links that let a breadwinner earn with dignity instead of waiting for help.',
  },
  {
    key: 'medical',
    cta: 'Fund a medical camp',
    title: 'Medical services',
    text: 'Free medical camps and support for patients with long-term illnesses who would otherwise go without treatment.',
  },
  {
    key: 'funeral',
    cta: 'Help with a funeral',
    title: 'Funeral',
    text: 'Ablution, shroud and funeral prayer arranged with care, so that no family has to bury a loved one alone or in debt.',
  },
  {
    key: 'marriage',
    cta: 'Help a couple marry',
    title: 'Marriage',
    text: 'Help with matrimonial costs and essential household items, so daughters of poor families can marry without burden.',
  },
];
