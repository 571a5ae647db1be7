import { accept, refuse, type Field } from './checks';
import { SLUG_PATTERN } from './content-fields';
import { fitsLimit } from './text';

/**
 * The field kinds of a project's case study: lists typed one item a line, each line's parts
 * split by a bar ("2M+ | monthly visitors"), and a yes-or-no choice. A message names the line, so
 * the admin finds it.
 */

export interface CaseStudyResult {
  figure: string;
  label: string;
}

export interface GalleryImage {
  url: string;
  alt: string;
}

const linesOf = (raw: unknown): string[] | null => {
  if (raw === undefined || raw === null || raw === '') return [];
  if (typeof raw !== 'string') return null;
  return raw
    .split(/\r\n?|\n/)
    .map((line) => line.trim())
    .filter(Boolean);
};

interface PairOptions {
  label: string;
  max: number;
  hint?: string;
  placeholder?: string;
  /** The two parts' names and limits, for the messages. */
  parts: [{ name: string; max: number }, { name: string; max: number }];
  /** A further rule on the first part: its message, or null when it holds. */
  checkFirst?: (value: string) => string | null;
}

/** Lines of "first | second", at most `max` of them; blank is an empty list. */
function pairList<T>(options: PairOptions, build: (first: string, second: string) => T) {
  const { label, max, parts, checkFirst, ...display } = options;
  const field: Field<T[]> = {
    input: 'textarea',
    rows: Math.min(max, 6),
    wide: true,
    ...display,
    label,
    fallback: [],
    check(raw) {
      const lines = Array.isArray(raw) ? null : linesOf(raw);
      if (!lines) return refuse(`${label} must be text, one a line!`);
      if (lines.length > max) return refuse(`${label} must have at most ${max} lines!`);
      const items: T[] = [];
      for (const [index, line] of lines.entries()) {
        const at = line.indexOf('|');
        const first = at === -1 ? '' : line.slice(0, at).trim();
        const second = at === -1 ? '' : line.slice(at + 1).trim();
        const where = `${label}, line ${index + 1}`;
        if (!first || !second) {
          return refuse(
            `${where}: write the ${parts[0].name}, a bar (|), then the ${parts[1].name}!`,
          );
        }
        for (const [value, part] of [
          [first, parts[0]],
          [second, parts[1]],
        ] as const) {
          if (!fitsLimit(value, part.max)) {
            return refuse(`${where}: the ${part.name} must be at most ${part.max} characters!`);
          }
        }
        const problem = checkFirst?.(first);
        if (problem) return refuse(`${where}: ${problem}`);
        items.push(build(first, second));
      }
      return accept(items);
    },
  };
  return field;
}

export function resultList(options: Omit<PairOptions, 'parts'>): Field<CaseStudyResult[]> {
  return {
    ...pairList(
      {
        ...options,
        parts: [
          { name: 'figure', max: 16 },
          { name: 'label', max: 80 },
        ],
      },
      (figure, label) => ({ figure, label }),
    ),
    toText: (results) => results.map((r) => `${r.figure} | ${r.label}`).join('\n'),
  };
}

/** A picture on this site (/uploads/..., /work/...) or a full https:// address. */
const IMAGE_ADDRESS = /^(\/(?!\/)\S*|https:\/\/\S+)$/;

export function galleryList(options: Omit<PairOptions, 'parts'>): Field<GalleryImage[]> {
  return {
    ...pairList(
      {
        ...options,
        parts: [
          { name: 'image address', max: 500 },
          { name: 'alt text', max: 200 },
        ],
        checkFirst: (url) =>
          IMAGE_ADDRESS.test(url)
            ? null
            : 'the image address must be a path on this site or start with https://',
      },
      (url, alt) => ({ url, alt }),
    ),
    toText: (gallery) => gallery.map((g) => `${g.url} | ${g.alt}`).join('\n'),
  };
}

/** Service slugs, one a line, each at most once; blank is none. */
export function slugList(options: {
  label: string;
  max: number;
  hint?: string;
  placeholder?: string;
}): Field<string[]> {
  const { label, max, ...display } = options;
  return {
    input: 'textarea',
    rows: 3,
    ...display,
    label,
    fallback: [],
    check(raw) {
      const lines =
        Array.isArray(raw) && raw.every((v) => typeof v === 'string')
          ? raw.map((v: string) => v.trim()).filter(Boolean)
          : linesOf(raw);
      if (!lines) return refuse(`${label} must be text, one a line!`);
      const slugs = [...new Set(lines.map((line) => line.toLowerCase()))];
      if (slugs.length > max) return refuse(`${label} must have at most ${max} lines!`);
      const bad = slugs.find((slug) => !SLUG_PATTERN.test(slug) || slug.length > 80);
      if (bad) return refuse(`${label}: “${bad}” is not a service slug (e.g. web-development)!`);
      return accept(slugs);
    },
    toText: (slugs) => slugs.join('\n'),
  };
}

/** Yes or no, as a select; absent is the fallback. */
export function yesNo(options: {
  label: string;
  yes: string;
  no: string;
  hint?: string;
  fallback?: boolean;
}): Field<boolean> {
  const { label, yes, no, hint, fallback = false } = options;
  return {
    input: 'select',
    options: [
      { value: 'false', label: no },
      { value: 'true', label: yes },
    ],
    hint,
    label,
    fallback,
    check(raw) {
      if (raw === true || raw === 'true') return accept(true);
      if (raw === false || raw === 'false') return accept(false);
      return refuse(`${label} must be yes or no!`);
    },
  };
}
