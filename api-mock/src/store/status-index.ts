/**
 * The analytics' own index of statuses (DESIGN §3: filtered findMany is a linear scan, so the
 * analytics keep per-profile rows sorted by time, maintained on create, update and delete).
 * A range query is two binary searches, never a rescan of every object.
 */
import type { StatusWire } from '@sl/api-contract/schemas/status';

interface ProfileRows {
  times: number[];
  rows: StatusWire[];
}

export class StatusIndex {
  private readonly byProfile = new Map<number, ProfileRows>();

  clear(): void {
    this.byProfile.clear();
  }

  private rowsOf(profileId: number): ProfileRows {
    let p = this.byProfile.get(profileId);
    if (!p) {
      p = { times: [], rows: [] };
      this.byProfile.set(profileId, p);
    }
    return p;
  }

  /** First position whose time is >= t. */
  private static lowerBound(times: number[], t: number): number {
    let lo = 0;
    let hi = times.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (times[mid] < t) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Bulk load: sorts once, far cheaper than inserting one by one. */
  load(statuses: readonly StatusWire[]): void {
    this.clear();
    const grouped = new Map<number, StatusWire[]>();
    for (const s of statuses) {
      const list = grouped.get(s.business_profile_id) ?? [];
      list.push(s);
      grouped.set(s.business_profile_id, list);
    }
    for (const [profileId, list] of grouped) {
      const decorated = list.map((s) => ({ t: Date.parse(s.created_at), s }));
      decorated.sort((a, b) => a.t - b.t || a.s.id - b.s.id);
      this.byProfile.set(profileId, { times: decorated.map((d) => d.t), rows: decorated.map((d) => d.s) });
    }
  }

  insert(status: StatusWire): void {
    const p = this.rowsOf(status.business_profile_id);
    const t = Date.parse(status.created_at);
    const at = StatusIndex.lowerBound(p.times, t + 1);
    p.times.splice(at, 0, t);
    p.rows.splice(at, 0, status);
  }

  remove(status: Pick<StatusWire, 'id' | 'business_profile_id' | 'created_at'>): void {
    const p = this.byProfile.get(status.business_profile_id);
    if (!p) return;
    const t = Date.parse(status.created_at);
    for (let i = StatusIndex.lowerBound(p.times, t); i < p.times.length && p.times[i] === t; i++) {
      if (p.rows[i].id === status.id) {
        p.times.splice(i, 1);
        p.rows.splice(i, 1);
        return;
      }
    }
  }

  /** Rows of a profile with from <= created_at < to, in time order. */
  range(profileId: number, from: number, to: number): StatusWire[] {
    const p = this.byProfile.get(profileId);
    if (!p) return [];
    return p.rows.slice(StatusIndex.lowerBound(p.times, from), StatusIndex.lowerBound(p.times, to));
  }

  count(profileId?: number): number {
    if (profileId !== undefined) return this.byProfile.get(profileId)?.rows.length ?? 0;
    let n = 0;
    for (const p of this.byProfile.values()) n += p.rows.length;
    return n;
  }
}
