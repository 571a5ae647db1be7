import {
  adminPages,
  apiPaths,
  keysOf,
  type ImageEntity,
  type Stored,
  type Writable,
} from './entity';
import { imageAlt } from './content-fields';
import { numberChoice, text, type InputOf } from './fields';
import type { Publishing } from './publishing';
import { TEXT_LIMITS } from './text';

/** The three columns the home page shows reviews in. */
export const REVIEW_COLUMNS = [1, 2, 3] as const;
export type ReviewColumn = (typeof REVIEW_COLUMNS)[number];
const REVIEW_COLUMN_NAMES = { '1': 'Left', '2': 'Middle', '3': 'Right' } as const;

/** A client review: the Reviews section of the home page, in the column it names. */
const fields = {
  clientName: text({
    label: 'Client name',
    max: TEXT_LIMITS.name,
    placeholder: 'e.g. Amelia Hart',
  }),
  clientAccount: text({
    label: 'Client account',
    max: TEXT_LIMITS.name,
    prefix: '@',
    placeholder: 'handle',
    hint: 'The client’s social handle, e.g. @handle. The site shows it with the @.',
    // Stored without the @ the site adds when showing it.
    normalize: (value) => value.replace(/^@+/, ''),
  }),
  col: numberChoice({
    label: 'Column',
    values: REVIEW_COLUMNS,
    invalid: 'Column must be 1, 2 or 3!',
    initial: '1',
    // Named by where the column stands on the home page; stored as its number, 1 to 3.
    input: 'segments',
    optionLabel: (value) => REVIEW_COLUMN_NAMES[value],
    hint: 'Which of the three review columns on the home page shows it.',
  }),
  description: text({
    label: 'Description',
    max: TEXT_LIMITS.text,
    input: 'textarea',
    rows: 4,
    wide: true,
    placeholder: 'What the client said.',
  }),
  imageAlt: imageAlt({ label: 'Alt text', required: false }),
};

/** What the review forms send. */
export type ReviewFields = InputOf<typeof fields>;
export type Review = Stored & ReviewFields & Publishing & { imageURL: string };
export type ReviewInput = Writable<Review>;

export const review = {
  label: 'Review',
  noun: 'review',
  content: 'reviews',
  fields,
  keys: keysOf<Review>()(
    '_id',
    'clientName',
    'clientAccount',
    'description',
    'imageURL',
    'imageAlt',
    'col',
    'status',
    'publishAt',
    'unpublishAt',
    'createdAt',
    'updatedAt',
  ),
  api: {
    key: 'review',
    listKey: 'allReviews',
    publicListKey: 'reviews',
    ...apiPaths('review', 'reviews', 'reviewID'),
  },
  admin: {
    ...adminPages('review', 'reviews'),
    title: 'Reviews',
    description: 'Client reviews, shown in three columns on the home page.',
    createHeading: 'Create Reviews',
    createButton: 'Create Review',
    createBusy: 'Creating...',
    updateHeading: 'Update Review',
    listHeading: 'All Reviews',
    empty: 'No reviews added yet',
    imageLabel: 'Client image',
  },
} as const satisfies ImageEntity<typeof fields>;
