/** A project's fields beyond its card, for tests that build one: no case study, featured. */
export const NO_CASE_STUDY = {
  imageAlt: 'The project on a laptop',
  featured: true,
  position: 0,
  slug: '',
  client: '',
  industry: '',
  year: '',
  services: [] as string[],
  challenge: '',
  work: '',
  results: [] as { figure: string; label: string }[],
  gallery: [] as { url: string; alt: string }[],
};
