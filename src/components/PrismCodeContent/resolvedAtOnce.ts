/**
 * A thenable that calls back at once: React.lazy then renders the module without suspending (the
 * server bundle's loaders, and a chunk the browser already has).
 */
export function resolvedAtOnce<T>(value: T): Promise<T> {
  const thenable: PromiseLike<T> = {
    then(onFulfilled) {
      return onFulfilled?.(value) as never;
    },
  };
  return thenable as Promise<T>;
}
