import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type DataColumn, DataTable, type SortingState } from './data-table.tsx';

interface Person {
  id: number;
  name: string;
  posts: number;
}

const people: Person[] = [
  { id: 1, name: 'Mia', posts: 12 },
  { id: 2, name: 'Ada', posts: 40 },
  { id: 3, name: '<b>Zed</b>', posts: 3 },
];

const columns: DataColumn<Person, string | number>[] = [
  { accessorKey: 'name', header: 'Name' },
  { accessorKey: 'posts', header: 'Posts' },
  { id: 'actions', header: 'Actions', enableSorting: false, cell: () => 'edit' },
];

const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('rowheader')[0]?.textContent);

describe('DataTable (issue 14: TanStack Table 9 behind every list)', () => {
  it('renders rows as text, in the given order, with a labelled table', () => {
    render(
      <DataTable
        label="People"
        columns={columns}
        data={people}
        getRowId={(p) => String(p.id)}
        emptyText="No one yet."
      />,
    );
    expect(screen.getByRole('grid', { name: 'People' })).toBeTruthy();
    expect(names()).toEqual(['Mia', 'Ada', '<b>Zed</b>']);
    expect(document.querySelector('b')).toBeNull();
  });

  it('sorts on the client when uncontrolled, and not on a column that cannot sort', async () => {
    const user = userEvent.setup();
    render(
      <DataTable
        label="People"
        columns={columns}
        data={people}
        getRowId={(p) => String(p.id)}
        emptyText="No one yet."
      />,
    );
    await user.click(screen.getByRole('columnheader', { name: /Posts/ }));
    expect(names()).toEqual(['<b>Zed</b>', 'Mia', 'Ada']);
    expect(screen.getByRole('columnheader', { name: /Posts/ }).getAttribute('aria-sort')).toBe('ascending');
    await user.click(screen.getByRole('columnheader', { name: /Posts/ }));
    expect(names()).toEqual(['Ada', 'Mia', '<b>Zed</b>']);
    expect(screen.getByRole('columnheader', { name: 'Actions' }).getAttribute('aria-sort')).toBeNull();
  });

  it('reports the sorting up and keeps the API order when the API sorts', async () => {
    const user = userEvent.setup();
    const seen = vi.fn();
    function Controlled() {
      const [sorting, setSorting] = useState<SortingState>([{ id: 'name', desc: false }]);
      return (
        <DataTable
          label="People"
          columns={columns}
          data={people}
          getRowId={(p) => String(p.id)}
          manualSorting
          sorting={sorting}
          onSortingChange={(next) => {
            seen(next);
            setSorting(next);
          }}
          emptyText="No one yet."
        />
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('ascending');
    await user.click(screen.getByRole('columnheader', { name: /Name/ }));
    expect(seen).toHaveBeenLastCalledWith([{ id: 'name', desc: true }]);
    expect(names()).toEqual(['Mia', 'Ada', '<b>Zed</b>']);
  });

  it('says why it is empty, and shows a spinner while the first page loads', () => {
    const { rerender } = render(
      <DataTable
        label="People"
        columns={columns}
        data={[]}
        getRowId={(p) => String(p.id)}
        emptyText="No one matches these filters."
      />,
    );
    expect(screen.getByText('No one matches these filters.')).toBeTruthy();
    rerender(
      <DataTable
        label="People"
        columns={columns}
        data={[]}
        isLoading
        getRowId={(p) => String(p.id)}
        emptyText="No one matches these filters."
      />,
    );
    expect(screen.getByRole('status').textContent).toContain('Loading people');
  });
});
