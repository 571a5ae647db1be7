/** The copy of /work. */
export const workPage = {
  eyebrow: 'Our work',
  heading: 'Work that moved the numbers',
  text: 'Stores, apps and websites we designed and built, and what they changed for the businesses behind them.',
  title: 'Our Work and Case Studies',
  description:
    'Case studies of the stores, apps and websites we designed and built: the challenge, what we did and the results.',
  empty:
    'New case studies are on their way. In the meantime, ask us for examples of work like yours.',
};
