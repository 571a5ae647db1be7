/**
 * What a visitor form (contact, comment) holds when it is sent. Its fields are the browser's own
 * (uncontrolled) and read only here: what a visitor types before the page's script has run stays
 * in them once it does, where a controlled field's first render after hydration put its empty
 * state back and the text was gone. Until the script runs the browser checks the required fields
 * itself and posts the form (a 303 back to the page, lib/api/form-post.ts): each form's
 * `noValidate` is for the scripted form only.
 */
export const formValues = (form: HTMLFormElement): Record<string, unknown> =>
  Object.fromEntries(new FormData(form));
