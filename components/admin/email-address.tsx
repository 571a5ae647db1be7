/**
 * An email address that wraps where a reader expects it: after the `@`, and inside a part only
 * when that part alone is wider than its column (with `wrap-anywhere` on the element holding it),
 * instead of a letter or two from the end (`samuel.adeyemi@tradeloop.i` / `o`).
 */
export function EmailAddress({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}
