/** Previous / next paging of a widget's list, with where the reader is. */
import { Button } from '#/components/ui/button.tsx';

export interface PagerProps {
  label: string;
  page: number;
  pages: number;
  onChange: (page: number) => void;
}

export function Pager({ label, page, pages, onChange }: PagerProps) {
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={label}>
      <Button
        variant="secondary"
        className="button--small"
        isDisabled={page <= 1}
        onPress={() => onChange(page - 1)}
      >
        Previous
      </Button>
      <span className="pager__where">
        Page {page} of {pages}
      </span>
      <Button
        variant="secondary"
        className="button--small"
        isDisabled={page >= pages}
        onPress={() => onChange(page + 1)}
      >
        Next
      </Button>
    </nav>
  );
}
