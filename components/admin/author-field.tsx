'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { BYLINE_FIELD, bylineOf, type BylineChoices } from '@/lib/entities';
import { SelectField } from './fields';

/** Who a post can be by, and who is signed in: read by the blog pages of the panel. */
export interface AuthorChoices extends BylineChoices {
  /** The signed-in admin's choice: a new post's author until another is picked. */
  current: string;
}

const Choices = createContext<AuthorChoices | null>(null);

/** Gives the blog forms below it their author list (components/admin/admin-page.tsx). */
export function AuthorChoicesProvider({
  choices,
  children,
}: {
  choices: AuthorChoices;
  children: ReactNode;
}) {
  return <Choices.Provider value={choices}>{children}</Choices.Provider>;
}

/** The author list, in a blog form; null elsewhere. */
export function useAuthorChoices(): AuthorChoices | null {
  return useContext(Choices);
}

/**
 * What a form's author starts as: the post's own when it is in the list, else '' (the server
 * keeps the stored author: a member who has left, or a name from before authors were chosen).
 */
export function startingByline(
  choices: AuthorChoices,
  post?: { author: string; authorMember: string },
): string {
  if (!post) return choices.current;
  const own = bylineOf(post);
  const listed = [...choices.users, ...choices.members].some((o) => o.value === own);
  return listed ? own : '';
}

/** The form's body with its author choice, when it has one ('' keeps the saved author). */
export function withByline(form: FormData, byline: string | null | false): FormData {
  if (typeof byline === 'string') form.append(BYLINE_FIELD, byline);
  return form;
}

/** The post's author: a team member (their photo shows with the post) or a panel user. */
export function AuthorField({
  value,
  onChange,
  storedAuthor,
}: {
  value: string;
  onChange: (value: string) => void;
  /** The saved post's author, offered as it is when it is no longer in the list. */
  storedAuthor?: string;
}) {
  const choices = useAuthorChoices();
  if (!choices) return null;
  const kept =
    value === '' && storedAuthor ? [{ value: '', label: `${storedAuthor} (as saved)` }] : [];
  return (
    <SelectField
      label="Author"
      name="byline"
      value={value}
      onChange={onChange}
      hint="Shown on the post, its card and the feed; a team member's photo shows beside it."
      options={kept}
      groups={[
        { label: 'Team members', options: choices.members },
        { label: 'Panel users', options: choices.users },
      ]}
    />
  );
}
