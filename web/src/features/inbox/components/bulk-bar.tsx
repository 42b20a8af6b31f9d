/**
 * Bulk actions (issue 12): with several posts selected (shift-click for a range, or all on the
 * page), assign, label or change state in one go, after one confirmation, ending in one summary toast.
 */
import { useState } from 'react';
import { Button } from '#/components/ui/button.tsx';
import { ConfirmationModal } from '#/components/ui/confirmation-modal.tsx';
import { Select } from '#/components/ui/select.tsx';
import { formatCountOf } from '#/utils/format-bucket-label.ts';
import { STATE_NAMES, STATE_OPTIONS } from '../utils/feed-states.ts';

export type BulkAction =
  | { kind: 'assign'; accountId: number; name: string }
  | { kind: 'label'; labelId: number; name: string }
  | { kind: 'state'; state: 1 | 2 | 3 | 4 };

export const describeBulk = (a: BulkAction, n: number): string => {
  const posts = formatCountOf(n, 'post', 'posts');
  if (a.kind === 'assign') return `Assign ${posts} to ${a.name}?`;
  if (a.kind === 'label') return `Add the label '${a.name}' to ${posts}?`;
  return `Mark ${posts} ${STATE_NAMES[a.state]}?`;
};

export interface BulkBarProps {
  count: number;
  people: readonly { id: number; fullName: string }[];
  labels: readonly { id: number; name: string }[];
  onApply: (action: BulkAction) => Promise<void>;
  onClear: () => void;
}

export function BulkBar({ count, people, labels, onApply, onClear }: BulkBarProps) {
  const [action, setAction] = useState<BulkAction | null>(null);
  const [pending, setPending] = useState(false);
  return (
    <div className="bulk-bar" role="toolbar" aria-label="Bulk actions">
      <span className="bulk-bar__count">{count} selected</span>
      <Select
        label="Assign to"
        value=""
        options={[
          { value: '', label: 'Choose…' },
          ...people.map((p) => ({ value: String(p.id), label: p.fullName })),
        ]}
        onChange={(v) => {
          const p = people.find((x) => String(x.id) === v);
          if (p) setAction({ kind: 'assign', accountId: p.id, name: p.fullName });
        }}
      />
      <Select
        label="Add label"
        value=""
        options={[
          { value: '', label: 'Choose…' },
          ...labels.map((l) => ({ value: String(l.id), label: l.name })),
        ]}
        onChange={(v) => {
          const l = labels.find((x) => String(x.id) === v);
          if (l) setAction({ kind: 'label', labelId: l.id, name: l.name });
        }}
      />
      <Select
        label="Set state"
        value=""
        options={[{ value: '', label: 'Choose…' }, ...STATE_OPTIONS]}
        onChange={(v) => v && setAction({ kind: 'state', state: Number(v) as 1 | 2 | 3 | 4 })}
      />
      <Button variant="quiet" onPress={onClear}>
        Clear selection
      </Button>
      <ConfirmationModal
        isOpen={action !== null}
        onCancel={() => setAction(null)}
        isPending={pending}
        onConfirm={() => {
          if (!action) return;
          setPending(true);
          void onApply(action).finally(() => {
            setPending(false);
            setAction(null);
          });
        }}
      >
        {action ? describeBulk(action, count) : null}
      </ConfirmationModal>
    </div>
  );
}
