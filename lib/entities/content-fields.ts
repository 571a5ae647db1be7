import {
  accept,
  refuse,
  text,
  type Field,
  type FieldDisplay,
  type TextField,
  type TextOptions,
} from './checks';
import { webLink } from './fields';
import { hasVisibleText } from './text';

/**
 * Field kinds of the site's own content (settings, FAQs, services) beside the collections':
 * optional text, slugs, phone numbers, colours, site paths and lists of cards. Each keeps the
 * rule of ./checks.ts: one message per refusal, the same in the panel's form and the API's 400.
 */

/** Blank is allowed and stored as ''; anything typed is held to the field's rule. */
export function optional(field: TextField): TextField {
  return {
    ...field,
    check(raw) {
      if (raw === undefined || raw === null) return accept('');
      if (typeof raw === 'string' && !hasVisibleText(raw)) return accept('');
      return field.check(raw);
    },
  };
}

/** Text that must match a pattern once trimmed (a slug, a colour, a phone number). */
export function patterned(options: TextOptions & { pattern: RegExp; invalid: string }): TextField {
  const { pattern, invalid, ...rest } = options;
  const base = text(rest);
  return {
    ...base,
    check(raw) {
      const checked = base.check(raw);
      if (!checked.ok) return checked;
      return pattern.test(checked.value) ? checked : refuse(invalid);
    },
  };
}

/** Alt text: what an image shows, for visitors who cannot see it, in a sentence or two. */
export const IMAGE_ALT_MAX = 250;

/**
 * A record's image described by the admin who uploads it: every public copy of the image carries
 * it as its alt text. Optional where the image only repeats a name beside it (a review's avatar).
 */
export function imageAlt({ label, required }: { label: string; required: boolean }): TextField {
  const field = text({
    label,
    max: IMAGE_ALT_MAX,
    wide: true,
    besideImage: true,
    placeholder: 'e.g. Two designers sketching a checkout page on a whiteboard',
    hint: required
      ? 'What the image shows, for visitors who cannot see it.'
      : 'Optional: what the image shows, for visitors who cannot see it.',
  });
  return required ? field : optional(field);
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_INVALID =
  'Slug must be lowercase letters and digits in words joined by single dashes (e.g. web-design)!';

/** An address segment: lowercase words and digits joined by dashes. */
export function slugField(options: Omit<TextOptions, 'normalize'>): TextField {
  return patterned({
    ...options,
    normalize: (value) => value.toLowerCase(),
    pattern: SLUG_PATTERN,
    invalid: SLUG_INVALID,
  });
}

/** A phone number as people write it: digits with spaces, dashes, dots, brackets, a leading +. */
export function phoneField(options: TextOptions): TextField {
  return patterned({
    ...options,
    pattern: /^\+?[0-9 ()./-]{6,}$/,
    invalid: `${options.label} must be a phone number: digits, spaces, dashes and brackets, with an optional leading +!`,
  });
}

export function emailField(options: TextOptions): TextField {
  return patterned({
    input: 'email',
    ...options,
    pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
    invalid: `${options.label} must be an email address (name@example.com)!`,
  });
}

/** A picture or link on this site ('/services/seo.svg') or a full http(s) address. */
export function siteOrWebLink(options: TextOptions): TextField {
  const web = webLink(options);
  const base = text(options);
  return {
    ...base,
    check(raw) {
      const checked = base.check(raw);
      if (!checked.ok) return checked;
      if (/^\/(?!\/)\S*$/.test(checked.value)) return checked;
      return web.check(raw).ok
        ? checked
        : refuse(
            `${options.label} must be a path on this site starting with / or a full web address starting with https://`,
          );
    },
  };
}

/** A true/false switch (a checkbox); absent is false. */
export function flag(display: Partial<FieldDisplay> & { label: string }): Field<boolean> {
  return {
    input: 'text',
    ...display,
    fallback: false,
    check(raw) {
      if (raw === true || raw === 'true' || raw === 'on') return accept(true);
      if (raw === false || raw === 'false' || raw === undefined) return accept(false);
      return refuse(`${display.label} must be on or off!`);
    },
  };
}

/** A card of a service page: a heading and its text. */
export interface ContentCard {
  title: string;
  description: string;
}

/**
 * A list of cards, each with a title and a description, between `min` and `max` of them. The
 * message names the card by its place ('Details card 3: ...'), so the admin finds it.
 */
export function cardList(options: {
  label: string;
  min: number;
  max: number;
  titleMax: number;
  descriptionMax: number;
}): Field<ContentCard[]> {
  const title = text({ label: 'Title', max: options.titleMax });
  const description = text({ label: 'Description', max: options.descriptionMax });
  return {
    input: 'textarea',
    label: options.label,
    check(raw) {
      if (!Array.isArray(raw)) return refuse(`${options.label} must be a list of cards!`);
      if (raw.length < options.min || raw.length > options.max) {
        return refuse(
          `${options.label} must have between ${options.min} and ${options.max} cards!`,
        );
      }
      const cards: ContentCard[] = [];
      for (const [index, card] of raw.entries()) {
        const given = (typeof card === 'object' && card !== null ? card : {}) as Record<
          string,
          unknown
        >;
        const checkedTitle = title.check(given.title);
        if (!checkedTitle.ok)
          return refuse(`${options.label} card ${index + 1}: ${checkedTitle.message}`);
        const checkedText = description.check(given.description);
        if (!checkedText.ok)
          return refuse(`${options.label} card ${index + 1}: ${checkedText.message}`);
        cards.push({ title: checkedTitle.value, description: checkedText.value });
      }
      return accept(cards);
    },
  };
}

/** Lines of text (one choice a line), each at most `itemMax`, between `min` and `max` of them. */
export function lineList(options: {
  label: string;
  min: number;
  max: number;
  itemMax: number;
  hint?: string;
}): Field<string[]> {
  return {
    input: 'textarea',
    rows: options.max,
    hint: options.hint,
    label: options.label,
    check(raw) {
      const lines = Array.isArray(raw)
        ? raw
        : typeof raw === 'string'
          ? raw.split(/\r\n?|\n/)
          : null;
      if (!lines || lines.some((line) => typeof line !== 'string')) {
        return refuse(`${options.label} must be text, one a line!`);
      }
      const items = [...new Set((lines as string[]).map((line) => line.trim()).filter(Boolean))];
      if (items.length < options.min || items.length > options.max) {
        return refuse(
          `${options.label} must have between ${options.min} and ${options.max} lines!`,
        );
      }
      const long = items.find((item) => item.length > options.itemMax);
      if (long) {
        return refuse(
          `Each of the ${options.label.toLowerCase()} must be at most ${options.itemMax} characters!`,
        );
      }
      return accept(items);
    },
  };
}
