import { AdminBookCategoryCreateSchema } from '@foundation/contract/admin/book-categories';
import { AdminBookCreateSchema } from '@foundation/contract/admin/books';
import { bookCategoryResource } from '../../services/catalogue/admin/book-categories.ts';
import { bookResource } from '../../services/catalogue/admin/books.ts';
import { resourceService } from '../../services/back-office/kit.ts';
import { bookPdf } from '../assets/book-pdf.ts';
import { coverImage } from '../assets/images.ts';
import { seedRecord, slug, type SeedContext } from '../context.ts';
import { AUTHOR_BIOS, BOOK_CATEGORIES, demoBooks, type BookSeed } from './book-data.ts';

/** Said once for every free edition, after the book's own pages. */
const freeEdition = (b: BookSeed) => [
  `This digital edition of "${b.title}" is published free of charge by the Foundation, as part of a programme that has printed and given away more than 2,000 titles since 1985. You may read it, print it and share it with anyone, provided it is not sold.`,
  `The printed book runs to ${b.pages} pages and can be ordered as a hard copy from the publishing page of our website, or collected from our centres in Lahore, Karachi, Islamabad, Multan, Peshawar and Quetta. The price of a hard copy covers paper and printing only; every rupee beyond that goes to the welfare fund.`,
  'This sample carries the opening pages of the book. The full text is being prepared for the online library; until then, readers may request a free printed copy for any school, madrasa, library or prison library by writing to the publishing desk.',
];

const imprint = (b: BookSeed) => [
  'Published by The Foundation, Gulberg III, Lahore',
  `First published ${b.firstPublished} - Free digital edition`,
];

/** The PDF a reader opens with Read Now: title page, the book's own words, then the edition note. */
export const samplePdf = (b: BookSeed) =>
  bookPdf({
    title: b.title,
    author: b.author,
    imprint: imprint(b),
    sections: [
      { heading: 'About this book', paragraphs: [b.description] },
      { heading: 'About the author', paragraphs: [AUTHOR_BIOS[b.author] ?? b.author], runOn: true },
      { heading: b.chapter, paragraphs: b.excerpt },
      { heading: 'About this free edition', paragraphs: freeEdition(b) },
    ],
  });

const categoryService = resourceService(bookCategoryResource);
const bookService = resourceService(bookResource);

export async function seedBooks({ tx, picture, upload }: SeedContext) {
  const categoryId = new Map<string, number>();
  for (const title of BOOK_CATEGORIES) categoryId.set(title, (await seedRecord(tx, categoryService, AdminBookCategoryCreateSchema, { title })).id);

  for (const b of demoBooks) {
    await seedRecord(tx, bookService, AdminBookCreateSchema, {
      title: b.title,
      author: b.author,
      category_id: categoryId.get(b.category)!,
      price: b.pricePaisa / 100,
      thumbnail: await picture(`${b.title} cover`, coverImage(b.title, b.author, b.theme)),
      // A book's PDF is a media library file, as one staff upload (read and downloaded through viewBook/downloadBook).
      pdf: await upload(`${slug(b.title)}.pdf`, samplePdf(b)),
      pages: b.pages,
      description: b.description,
      published: true,
    });
  }
}
