/** spec 02 §2 templates modal column 1: the network icon filter, each key on or off. */
import { NetworkIcon } from '#/components/ui/network-icon.tsx';
import { ToggleButton } from '#/components/ui/toggle-button.tsx';
import { CATEGORIES, CATEGORY_INFO } from '../utils/template-draft.ts';

export function NetworkFilter({
  value,
  onChange,
}: {
  value: readonly string[];
  onChange: (value: string[]) => void;
}) {
  return (
    <fieldset className="templates__networks">
      <legend className="visually-hidden">Filter by network</legend>
      {CATEGORIES.map((key) => {
        const info = CATEGORY_INFO[key];
        return (
          <ToggleButton
            key={key}
            className="templates__network"
            aria-label={`Only ${info.label} templates`}
            isSelected={value.includes(key)}
            onChange={(on) => onChange(on ? [...value, key] : value.filter((k) => k !== key))}
          >
            {info.network ? (
              <NetworkIcon network={info.network} />
            ) : (
              <span className="network-icon templates__review-icon" aria-hidden="true">
                ★
              </span>
            )}
            <span className="templates__network-label" aria-hidden="true">
              {info.label}
            </span>
          </ToggleButton>
        );
      })}
    </fieldset>
  );
}
