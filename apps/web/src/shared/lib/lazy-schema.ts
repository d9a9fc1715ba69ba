/**
 * A schema of the contract that is built on first use. The web build (`build/lazy-contract.ts`)
 * wraps the contract's top-level schemas in it: a module's schemas were built as it loaded, so a
 * screen that needs one constant or one schema of a module built every schema of that module and
 * of the modules those schemas are made of (docs/performance.md, "Schemas built when first used").
 *
 * The stand-in forwards every operation to the schema, building it the first time; `instanceof`,
 * `'_zod' in schema` (how resolvers tell zod's versions apart) and methods all see the schema. A
 * method called on the stand-in gets the stand-in as `this`, and its property reads come back here.
 */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const schema = () => (built ??= build());
  // The target only anchors the stand-in. It stays empty and extensible, so no answer below can
  // break a proxy's invariants, except a property reported as not configurable that the target
  // lacks: descriptors are therefore reported configurable.
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(schema(), key),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    has: (_, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
