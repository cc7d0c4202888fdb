import { m } from '../../../paraglide/messages.js';

type Passage = { readonly title: string; readonly text: string };

/** A passage whose title and text are read when shown, so they are in the page's language. */
const passage = (title: () => string, text: () => string): Passage => ({
  get title() {
    return title();
  },
  get text() {
    return text();
  },
});

/** The spirituality page's thirteen passages (spec point 9), revealed one per "Read more". */
export const passages: Passage[] = [
  passage(m.about_passage_01_title, m.about_passage_01_text),
  passage(m.about_passage_02_title, m.about_passage_02_text),
  passage(m.about_passage_03_title, m.about_passage_03_text),
  passage(m.about_passage_04_title, m.about_passage_04_text),
  passage(m.about_passage_05_title, m.about_passage_05_text),
  passage(m.about_passage_06_title, m.about_passage_06_text),
  passage(m.about_passage_07_title, m.about_passage_07_text),
  passage(m.about_passage_08_title, m.about_passage_08_text),
  passage(m.about_passage_09_title, m.about_passage_09_text),
  passage(m.about_passage_10_title, m.about_passage_10_text),
  passage(m.about_passage_11_title, m.about_passage_11_text),
  passage(m.about_passage_12_title, m.about_passage_12_text),
  passage(m.about_passage_13_title, m.about_passage_13_text),
];
