/**
 * Every key of T exactly once, in order: a field added to a type and not listed fails to
 * compile.
 */
export function keysOf<T>() {
  return <const K extends readonly (keyof T & string)[]>(
    ...keys: K &
      ([Exclude<keyof T, K[number]>] extends [never]
        ? unknown
        : { missing: Exclude<keyof T, K[number]> })
  ): K => keys;
}
