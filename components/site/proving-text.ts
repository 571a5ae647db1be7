/** What a visitor form says while its browser solves the server's proof-of-work puzzle. */
export const PROVING_TEXT =
  'Many messages are arriving right now: your browser is solving a short puzzle to send yours.';
