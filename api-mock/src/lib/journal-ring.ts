/**
 * The request journal as a bounded ring (issue 17): a fixed number of slots, the oldest entry
 * overwritten by the newest, O(1) per request. (Before: an array trimmed with splice once full,
 * which moved every entry on every request.) Entries are stored as given: the journal hook
 * redacts them before they get here (redact-url.ts, issue 16 #8).
 */
export class JournalRing<T> {
  readonly capacity: number;
  private readonly slots: (T | undefined)[];
  /** Index of the slot the next entry goes to. */
  private next = 0;
  private count = 0;

  constructor(capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1)
      throw new RangeError('journal size must be a positive integer');
    this.capacity = capacity;
    this.slots = new Array(capacity);
  }

  get size(): number {
    return this.count;
  }

  push(entry: T): void {
    this.slots[this.next] = entry;
    this.next = (this.next + 1) % this.capacity;
    if (this.count < this.capacity) this.count++;
  }

  /** The entries, oldest first. */
  toArray(): T[] {
    const out: T[] = [];
    const first = (this.next - this.count + this.capacity) % this.capacity;
    for (let i = 0; i < this.count; i++) out.push(this.slots[(first + i) % this.capacity] as T);
    return out;
  }

  clear(): void {
    this.slots.fill(undefined);
    this.next = 0;
    this.count = 0;
  }
}
