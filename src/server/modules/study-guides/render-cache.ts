/**
 * A bounded in-memory cache of rendered files that also shares work in progress: concurrent first requests for the
 * same key wait on one render instead of each starting their own. The least recently used entry goes first when
 * the bound is reached; a failed render is forgotten so the next request tries again. Each server instance keeps
 * its own copy, which is safe because a key names exactly what was rendered.
 */
export class RenderCache<T> {
  private readonly entries = new Map<string, Promise<T>>();

  constructor(private readonly maxEntries: number) {}

  get size() {
    return this.entries.size;
  }

  get(key: string, render: () => Promise<T>): Promise<T> {
    const cached = this.entries.get(key);
    if (cached) {
      // Re-inserting moves the key to the end of the Map's order: most recently used.
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached;
    }
    const pending = render();
    this.entries.set(key, pending);
    pending.catch(() => {
      if (this.entries.get(key) === pending) this.entries.delete(key);
    });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
    return pending;
  }
}
