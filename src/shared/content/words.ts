/**
 * The Spanish twin of an English `as const` copy object: the same keys, nested the same way, every string
 * widened to `string` and every function kept with its parameters. Annotating a Spanish object with it makes
 * a missing key or an extra key a type error (object literals get excess-property checks at every level).
 */
export type Words<T> = {
  readonly [K in keyof T]: T[K] extends (...args: infer A) => string ? (...args: A) => string : T[K] extends string ? string : Words<T[K]>;
};
