/**
 * The sessions of the store (issue 16 #7). A Map by host session id that also counts its
 * changes and indexes sessions by access token, so that neither finding the caller nor deciding
 * whether the sessions must be saved costs a pass over every session (with 8 000 sessions each
 * request used to compare them all). Whoever changes a session in place calls `touch(s)`.
 */
import type { SessionRecord } from './store.ts';

export class SessionMap extends Map<string, SessionRecord> {
  /** Bumped on every change: the persistence writes the sessions part only when it moved. */
  changes = 0;
  private byAccessToken: Map<string, SessionRecord> | undefined;

  private index(): Map<string, SessionRecord> {
    // Map's constructor calls set() before the field initialisers ran: index lazily.
    this.byAccessToken ??= new Map();
    return this.byAccessToken;
  }

  override set(key: string, s: SessionRecord): this {
    super.set(key, s);
    this.index().set(s.accessToken, s);
    this.changes += 1;
    return this;
  }

  override delete(key: string): boolean {
    const s = super.get(key);
    if (s && this.index().get(s.accessToken) === s) this.index().delete(s.accessToken);
    const had = super.delete(key);
    if (had) this.changes += 1;
    return had;
  }

  override clear(): void {
    super.clear();
    this.index().clear();
    this.changes += 1;
  }

  /** Records an in-place change of `s` (new tokens, a new expiry, a take-over). */
  touch(s: SessionRecord, previousAccessToken?: string): void {
    if (previousAccessToken !== undefined && this.index().get(previousAccessToken) === s)
      this.index().delete(previousAccessToken);
    if (super.get(s.hostSessionId) === s) this.index().set(s.accessToken, s);
    this.changes += 1;
  }

  /** The session holding this access token, without looking at the others. */
  findByAccessToken(token: string): SessionRecord | undefined {
    const s = this.index().get(token);
    return s && s.accessToken === token && super.get(s.hostSessionId) === s ? s : undefined;
  }
}
