/**
 * Where the console keeps the reader's tokens: `sessionStorage` only, so they die with the tab and
 * never reach `localStorage`, a URL or a log. A browser that blocks storage (a privacy setting, a
 * sandboxed frame, Safari's private mode of old) throws on access: the tokens then live in memory
 * for the page's life, and the page works the same.
 */

/** The keys, one per API: a bot token and an External API token pair never mix. */
export function tokenKey(api: string, name: 'token' | 'refresh'): string {
  return `parley-console:${api}:${name}`;
}

/** The part of `Storage` the console uses, so tests can pass a failing one. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface TokenStore {
  get(key: string): string;
  set(key: string, value: string): void;
  remove(key: string): void;
  /** Whether the values reach `sessionStorage` (false: memory only). */
  persistent(): boolean;
}

function sessionStorageOrNull(): StorageLike | null {
  try {
    // Reading the property itself throws where storage is blocked.
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** A store over `storage` (default `sessionStorage`) that falls back to memory on any failure. */
export function createTokenStore(storage: StorageLike | null = sessionStorageOrNull()): TokenStore {
  const memory = new Map<string, string>();
  let backing = storage;
  const fail = () => {
    backing = null;
  };
  return {
    get(key) {
      if (memory.has(key)) return memory.get(key)!;
      if (!backing) return '';
      try {
        return backing.getItem(key) ?? '';
      } catch {
        fail();
        return '';
      }
    },
    set(key, value) {
      if (!value) {
        this.remove(key);
        return;
      }
      memory.set(key, value);
      if (!backing) return;
      try {
        backing.setItem(key, value);
        // Stored: memory need not hold a second copy that could outlive a Forget.
        memory.delete(key);
      } catch {
        fail();
      }
    },
    remove(key) {
      memory.delete(key);
      if (!backing) return;
      try {
        backing.removeItem(key);
      } catch {
        fail();
      }
    },
    persistent: () => backing !== null,
  };
}
