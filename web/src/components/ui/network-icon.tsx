/** A network's badge: its short name on its colour from the contract (spec 01 §1: each network has a colour and a short name). */
import { NETWORKS } from '@sl/api-contract/schemas/common-values';
import { readableTextColor } from '#/utils/readable-text-color.ts';

export function NetworkIcon({ network }: { network: string | null }) {
  const info = NETWORKS.find((n) => n.key === network);
  if (!info) {
    return (
      <span className="network-icon network-icon--none" aria-hidden="true">
        •
      </span>
    );
  }
  return (
    <span
      className="network-icon"
      style={{ background: info.color, color: readableTextColor(info.color) }}
      role="img"
      aria-label={info.name}
      title={info.name}
    >
      <span aria-hidden="true">{info.shortName}</span>
    </span>
  );
}
